import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Button } from '../../../ui';
import type { StreamItem_record$key } from './__generated__/StreamItem_record.graphql';
import { MAX_COMMENT_FILES, useAddComment } from '../mutations/useAddComment';
import styles from './Stream.module.css';

/** Rich text as plain text: the stream shows what was written, never markup from the record. */
const plain = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const KIND: Record<string, string> = {
  StatusUpdate: 'Update',
  Task: 'Task',
  Call: 'Call',
  Event: 'Event',
  EmailMessage: 'Email',
  SMSMessage: 'SMS',
};

/** One stream item. Tasks and calls open their progress page; events, e-mails and updates their record page. */
export function StreamItem({ record }: { record: StreamItem_record$key }) {
  const r = useFragment(
    graphql`
      fragment StreamItem_record on Record {
        __typename
        id
        rowId
        name
        url
        owner {
          fullName
        }
        ... on StatusUpdate {
          body
          isNextActionCompleted
          comments {
            id
            body
            marksComplete
            authorName
            createdAt
            attachments {
              id
              name
              url
            }
          }
        }
      }
    `,
    record,
  );
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [add, saving] = useAddComment();
  const isUpdate = r.__typename === 'StatusUpdate';
  const href = r.__typename === 'Task' || r.__typename === 'Call' ? `/task/${r.rowId}/progress` : r.url;
  const commentId = `comment-${r.rowId}`;

  return (
    <li className={styles.item} data-testid="stream-item">
      <span className={styles.kind}>{KIND[r.__typename] ?? r.__typename}</span>
      <Link to={href}>{r.name}</Link>
      {r.owner ? <span className={styles.meta}> · {r.owner.fullName}</span> : null}
      {isUpdate ? (
        <>
          {r.body ? <p className={styles.body}>{plain(r.body)}</p> : null}
          {r.isNextActionCompleted ? <p className={styles.meta}>Next action completed</p> : null}
          {r.comments && r.comments.length > 0 ? (
            <ul className={styles.comments} aria-label={`Comments on ${r.name}`}>
              {r.comments.map((c) => (
                <li key={c.id} className={styles.comment}>
                  <span className={styles.meta}>
                    {c.authorName}, {new Date(c.createdAt).toLocaleString()}:{' '}
                  </span>
                  {c.marksComplete ? <span aria-hidden="true">✓ </span> : null}
                  {plain(c.body)}
                  {c.attachments.map((a) => (
                    <a key={a.id} href={a.url ?? undefined} className={styles.meta}>
                      {' '}
                      📎 {a.name}
                    </a>
                  ))}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.row}>
            <Button variant="quiet" onPress={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={open ? commentId : undefined}>
              {open ? 'Hide comment' : 'Comment'}
            </Button>
            {!r.isNextActionCompleted ? (
              <Button variant="quiet" isDisabled={saving} onPress={() => add(r.id, '', true)}>
                Mark complete
              </Button>
            ) : null}
          </div>
          {open ? (
            <div className={styles.commentBox} id={commentId}>
              <label htmlFor={`${commentId}-input`} className={styles.meta}>
                Comment on {r.name}
              </label>
              <textarea id={`${commentId}-input`} className={styles.commentInput} value={text} onChange={(e) => setText(e.target.value)} />
              <label className={styles.meta}>
                Attach files
                <input
                  type="file"
                  multiple
                  onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_COMMENT_FILES))}
                  data-testid="comment-files"
                />
              </label>
              {files.length ? (
                <ul className={styles.meta} aria-label="Files to attach">
                  {files.map((f) => (
                    <li key={f.name}>📎 {f.name}</li>
                  ))}
                </ul>
              ) : null}
              <div className={styles.row}>
                <Button
                  variant="primary"
                  isDisabled={saving || text.trim() === ''}
                  onPress={() =>
                    add(
                      r.id,
                      text,
                      false,
                      () => {
                        setText('');
                        setFiles([]);
                        setOpen(false);
                      },
                      files,
                    )
                  }
                >
                  Post comment
                </Button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
