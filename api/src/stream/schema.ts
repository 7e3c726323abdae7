// Comments on status updates (the activity stream); the update itself is a catalogue record in `status_updates`.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from '../db/schema';

export const statusUpdateComments = pgTable(
  'status_update_comments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    statusUpdateId: integer('status_update_id').notNull(),
    commentBy: integer('comment_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentBody: text('comment_body').notNull(),
    isNextActionCompleted: boolean('is_next_action_completed').notNull().default(false),
    /** Files attached to the comment: attachments filed under the status update (so its permission guards them). */
    attachmentIds: integer('attachment_ids').array().notNull().default([]),
    creationDate: timestamp('creation_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('status_update_comments_update_idx').on(t.companyId, t.statusUpdateId, t.id)],
);
