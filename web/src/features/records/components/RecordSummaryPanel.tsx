import { graphql, useFragment } from 'react-relay';
import { Badge, Button, Card, DefinitionList } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { FieldDisplay } from '../fields/FieldDisplay';
import { usePanes } from '../panes/paneApi';
import { ConvertToCustomer } from './ConvertToCustomer';
import { FollowButton } from './FollowButton';
import { AddSidePanelField } from './AddSidePanelField';
import type { RecordSummaryPanel_record$key } from './__generated__/RecordSummaryPanel_record.graphql';
import styles from './Record.module.css';

export const DROPBOX_COPIED_MESSAGE = 'Dropbox link is copied';

/** Key facts the panel shows in its own rows (owner, status, a party's phone and e-mail): not repeated. */
const OWN_ROWS = new Set(['ownerId', 'status', 'primaryPhone', 'primaryEmail']);

/** Quick actions that add an activity under the record, and the type each one adds (the spec calls e-mails "Email"). */
const ADD_ACTIONS: Readonly<Record<string, string>> = { Task: 'Task', Call: 'Call', Email: 'EmailMessage', Event: 'Event' };

/**
 * The side panel of every detail page: GetSummary's facts (owner, status, phone and e-mail and role badges of a
 * party), the type's key facts (its list fields, from the server: an opportunity's amount and stage, a task's due
 * date, status and assignees), the quick actions the server offers (Task, Call, Email, Event add one under this record; Edit; Follow or
 * Unfollow), the dropbox address with Copy, and the lock state.
 */
export function RecordSummaryPanel({ record }: { record: RecordSummaryPanel_record$key }) {
  const data = useFragment(
    graphql`
      fragment RecordSummaryPanel_record on Record {
        id
        rowId
        name
        objectName
        status
        isLocked
        owner {
          fullName
        }
        type {
          name
        }
        summary {
          quickActions
          dropboxEmail
          ownerName
        }
        ... on Party {
          phone
          email
          isLead
          isCustomer
          isSupplier
        }
        keyValues {
          field
          label
          ...FieldDisplay_value
        }
        sidePanelValues {
          field
          label
          ...FieldDisplay_value
        }
        ...FollowButton_record
        ...ConvertToCustomer_record
      }
    `,
    record,
  );
  const { openPane, openAppointment } = usePanes();
  const { quickActions, dropboxEmail } = data.summary;
  const addUnder = (type: string) =>
    openPane({
      type,
      preset: { parentObject: data.objectName, parentId: data.rowId },
      presetTexts: { parentId: data.name },
    });

  return (
    <aside aria-label="Summary">
      <Card title="Summary">
        <div className={styles.actions} role="group" aria-label="Quick actions">
          {quickActions.map((action) => {
            const addType = ADD_ACTIONS[action];
            if (addType) {
              return (
                <Button key={action} variant="secondary" onPress={() => addUnder(addType)}>
                  {action}
                </Button>
              );
            }
            if (action === 'Edit') {
              return (
                <Button key={action} variant="primary" onPress={() => openPane({ type: data.type.name, id: data.id })}>
                  Edit
                </Button>
              );
            }
            if (action === 'Follow' || action === 'Unfollow') return <FollowButton key="follow" record={data} />;
            return null;
          })}
          <Button variant="secondary" onPress={() => openAppointment({ objectName: data.objectName, rowId: data.rowId, name: data.name })}>
            Appointment
          </Button>
          <ConvertToCustomer record={data} />
        </div>
        {data.isLead || data.isCustomer || data.isSupplier ? (
          <div className={styles.badges}>
            {data.isLead ? <Badge>Lead</Badge> : null}
            {data.isCustomer ? <Badge tone="success">Customer</Badge> : null}
            {data.isSupplier ? <Badge>Supplier</Badge> : null}
          </div>
        ) : null}
        <DefinitionList
          items={[
            { term: 'Owner', value: data.owner?.fullName ?? data.summary.ownerName },
            { term: 'Status', value: data.status === 'ACTIVE' ? 'Active' : 'Inactive' },
            ...(data.phone !== undefined
              ? [{ term: 'Phone', value: data.phone ? <a href={`tel:${data.phone}`}>{data.phone}</a> : null }]
              : []),
            ...(data.email !== undefined
              ? [{ term: 'Email', value: data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : null }]
              : []),
            ...data.keyValues.filter((v) => !OWN_ROWS.has(v.field)).map((v) => ({ term: v.label, value: <FieldDisplay value={v} /> })),
            // What the user added through the add-field dialog (extra fields among them).
            ...(data.sidePanelValues ?? [])
              .filter((v) => !OWN_ROWS.has(v.field) && !data.keyValues.some((k) => k.field === v.field) && v.field !== 'name')
              .map((v) => ({ term: v.label, value: <FieldDisplay value={v} /> })),
            { term: 'Locked', value: data.isLocked ? 'Yes' : 'No' },
            {
              term: 'Dropbox email',
              value: dropboxEmail ? (
                <span className={styles.dropbox}>
                  <span>{dropboxEmail}</span>
                  <Button
                    variant="quiet"
                    aria-label="Copy dropbox email"
                    onPress={() => {
                      void navigator.clipboard?.writeText(dropboxEmail).then(() => showMessage(DROPBOX_COPIED_MESSAGE));
                    }}
                  >
                    Copy
                  </Button>
                </span>
              ) : null,
            },
          ]}
        />
        {/* The side panel's add-field dialog: which fields this panel lists (not a quick action). */}
        <AddSidePanelField typeName={data.type.name} recordId={data.id} />
      </Card>
    </aside>
  );
}
