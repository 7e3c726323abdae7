import { useState } from 'react';
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Alert, Button, RecordTable, layoutStyles } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { canSaveRecord } from '../../../app/permissions';
import { showMessage } from '../../../app/errors/messages';
import { formatDateTime } from '../fields/format';
import { useDateEntryPreferences } from '../fields/dateEntryPreferences';
import { useAddUrlAttachment, useDeleteAttachment, useUploadAttachment } from '../mutations/useAttachmentMutations';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { AttachmentsSection_query$key } from './__generated__/AttachmentsSection_query.graphql';
import type { AttachmentsSection_record$key } from './__generated__/AttachmentsSection_record.graphql';
import type { AttachmentsSection_attachment$key } from './__generated__/AttachmentsSection_attachment.graphql';
import styles from '../components/Record.module.css';

const COLUMNS = ['Name', 'Size', 'Added by', 'Added', 'Actions'] as const;
const DELETE_QUESTION = 'Delete this attachment?';

/** attachment: the files and links of a record; upload (file input or drop), add a link, view, download, delete. */
export function AttachmentsSection({ context, label }: { context: RecordSectionContext; label: string }) {
  // The first page comes with the detail page's query (its alias answers on this tab only).
  const data = useFragment<AttachmentsSection_query$key>(
    graphql`
      fragment AttachmentsSection_query on Query
      @argumentDefinitions(object: { type: "String!" }, id: { type: "ID!" }, sectionKey: { type: "String!" }) {
        attachments: detailSection(type: $object, id: $id, key: $sectionKey, kinds: [ATTACHMENTS]) {
          record {
            ...AttachmentsSection_record
          }
        }
      }
    `,
    context.page,
  );
  return data.attachments ? <Attachments record={data.attachments.record} label={label} /> : null;
}

function Attachments({ record, label }: { record: AttachmentsSection_record$key; label: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AttachmentsSection_record on Record
      @refetchable(queryName: "AttachmentsSectionPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        id
        permission
        attachments(first: $first, after: $after) @connection(key: "AttachmentsSection_attachments") {
          __id
          edges {
            node {
              id
              ...AttachmentsSection_attachment
            }
          }
        }
      }
    `,
    record,
  );
  const connection = data.attachments.__id;
  const canWrite = canSaveRecord(data.permission);
  const [upload, isUploading] = useUploadAttachment();
  const [remove] = useDeleteAttachment();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const uploadFiles = async (files: readonly File[]) => {
    setError(null);
    for (const file of files) {
      const result = await upload(data.id, file, connection).catch(() => null);
      if (!result) return;
      if (result.__typename === 'UploadAttachmentSuccess') showMessage('Attachment is uploaded.');
      else {
        setError('message' in result && result.message ? result.message : 'The file could not be uploaded.');
        return;
      }
    }
  };
  const onDrop = async (items: readonly DropItem[]) => {
    const files = await Promise.all(items.filter((i) => i.kind === 'file').map((i) => (i as { getFile(): Promise<File> }).getFile()));
    await uploadFiles(files);
  };
  const confirmDelete = async () => {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    const result = await remove(id, connection).catch(() => null);
    if (result?.__typename === 'DeleteAttachmentSuccess') showMessage(result.message ?? 'Attachment has been deleted.', 'success', 30_000);
    else if (result && 'message' in result && result.message) setError(result.message);
  };

  const rows = data.attachments.edges.map((e) => e.node);
  const keyOf = (row: (typeof rows)[number]) => row.id;
  return (
    <section aria-labelledby="attachments-heading">
      <div className={styles.sectionHeader}>
        <h2 id="attachments-heading">
          {label} ({rows.length})
        </h2>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {canWrite ? (
        <>
          <DropZone className={styles.dropZone} aria-label="Drop files to attach" onDrop={(e) => void onDrop(e.items)}>
            <Text slot="label">{isUploading ? 'Uploading…' : 'Drop files here to attach them, or'}</Text>{' '}
            <FileTrigger allowsMultiple onSelect={(list) => void uploadFiles(list ? Array.from(list) : [])}>
              <Button variant="secondary" isDisabled={isUploading}>
                Choose files
              </Button>
            </FileTrigger>
          </DropZone>
          <UrlForm recordId={data.id} connection={connection} onError={setError} />
        </>
      ) : null}
      <RecordTable
        label={label}
        columns={COLUMNS}
        rows={rows}
        rowKey={keyOf}
        emptyMessage={<span className={layoutStyles.muted}>No attachments yet.</span>}
        renderRow={(row) => <AttachmentRow attachment={row} canDelete={canWrite} onDelete={setDeleting} />}
      />
      {hasNext ? (
        <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(20)}>
          Load more
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        message={DELETE_QUESTION}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

function AttachmentRow({
  attachment,
  canDelete,
  onDelete,
}: {
  attachment: AttachmentsSection_attachment$key;
  canDelete: boolean;
  onDelete: (id: string) => void;
}) {
  const { timeZone } = useDateEntryPreferences();
  const a = useFragment(
    graphql`
      fragment AttachmentsSection_attachment on Attachment {
        id
        name
        fileType
        url
        downloadUrl
        sizeText
        createdByName
        createdAt
      }
    `,
    attachment,
  );
  // Files open through the bff's view route (same origin, the user's session); links open where they point.
  return (
    <tr>
      <th scope="row">
        <a href={a.url} target="_blank" rel="noopener noreferrer">
          {a.name}
        </a>
      </th>
      <td>{a.fileType === 'URL' ? 'Link' : a.sizeText}</td>
      <td>{a.createdByName ?? '--'}</td>
      <td>{formatDateTime(a.createdAt, timeZone)}</td>
      <td>
        <span className={styles.rowActions}>
          {a.downloadUrl ? (
            <a href={a.downloadUrl} download={a.name} aria-label={`Download ${a.name}`}>
              Download
            </a>
          ) : null}
          {canDelete ? (
            <Button variant="quiet" aria-label={`Delete ${a.name}`} onPress={() => onDelete(a.id)}>
              Delete
            </Button>
          ) : null}
        </span>
      </td>
    </tr>
  );
}

/** A link with a name (URL attachment). */
function UrlForm({ recordId, connection, onError }: { recordId: string; connection: string; onError: (message: string | null) => void }) {
  const [add, isAdding] = useAddUrlAttachment();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  return (
    <form
      className={styles.inlineForm}
      aria-label="Add a link"
      onSubmit={(event) => {
        event.preventDefault();
        onError(null);
        void add(recordId, url.trim(), name.trim(), connection).then(
          (result) => {
            if (result.__typename === 'AddUrlAttachmentSuccess') {
              setUrl('');
              setName('');
              showMessage('Link is added.');
            } else if ('message' in result && result.message) onError(result.message);
          },
          () => undefined,
        );
      }}
    >
      <TextField label="Link URL" name="url" type="url" value={url} onChange={setUrl} />
      <TextField label="Link name" name="name" value={name} onChange={setName} />
      <Button type="submit" variant="secondary" isDisabled={isAdding || url.trim() === ''}>
        Add link
      </Button>
    </form>
  );
}
