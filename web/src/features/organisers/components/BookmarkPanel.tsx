import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link, useLocation } from 'react-router';
import { Alert, Button, TextField } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/SelectField';
import type { MutationOutcome as Outcome } from '../../../app/relay/useMutationOutcome';
import { useDeleteBookmark, useDeleteBookmarkFolder, useSaveBookmark, useSaveBookmarkFolder } from '../mutations/useBookmarkMutations';
import type { BookmarkPanelQuery } from './__generated__/BookmarkPanelQuery.graphql';
import type { BookmarkPanel_viewer$key } from './__generated__/BookmarkPanel_viewer.graphql';
import styles from './Organisers.module.css';

interface Confirm {
  message: string;
  run: () => Promise<Outcome>;
}

/** The bookmark panel: folders and their pages, bookmark this page, new folder, delete (spec: Bookmark states). */
export default function BookmarkPanel({ onNavigate }: { onNavigate: () => void }) {
  const query = useLazyLoadQuery<BookmarkPanelQuery>(
    graphql`
      query BookmarkPanelQuery {
        viewer {
          ...BookmarkPanel_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return query.viewer ? <Bookmarks viewer={query.viewer} onNavigate={onNavigate} /> : null;
}

/** The page as bookmarked: path and query (a saved view or a filter is part of the page). */
function currentPage(location: { pathname: string; search: string }) {
  return `${location.pathname}${location.search}`;
}

function Bookmarks({ viewer, onNavigate }: { viewer: BookmarkPanel_viewer$key; onNavigate: () => void }) {
  const data = useFragment(
    graphql`
      fragment BookmarkPanel_viewer on Viewer {
        bookmarkFolders {
          id
          name
          bookmarks {
            id
            name
            url
          }
        }
      }
    `,
    viewer,
  );
  const location = useLocation();
  const page = currentPage(location);
  const [draft, setDraft] = useState<{ name: string; folderId: string } | null>(null);
  const [folderDraft, setFolderDraft] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [saveBookmark, saving] = useSaveBookmark();
  const [deleteBookmark] = useDeleteBookmark();
  const [saveFolder, savingFolder] = useSaveBookmarkFolder();
  const [deleteFolder] = useDeleteBookmarkFolder();
  const alreadyBookmarked = data.bookmarkFolders.some((f) => f.bookmarks.some((b) => b.url === page));

  const outcome = (result: Outcome) => {
    setError(result.ok ? null : { message: result.message, field: result.fields[0]?.field });
    return result.ok;
  };

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>Bookmarks</h2>
        <Button variant="secondary" onPress={() => setFolderDraft('')}>
          New folder
        </Button>
      </div>
      {error && !draft && folderDraft === null ? <Alert tone="error">{error.message}</Alert> : null}

      {folderDraft !== null ? (
        <form
          className={styles.editRow}
          aria-label="New folder"
          onSubmit={(e) => {
            e.preventDefault();
            void saveFolder({ input: { name: folderDraft } }).then((r) => outcome(r) && setFolderDraft(null));
          }}
        >
          <TextField
            label="Folder name"
            name="folderName"
            value={folderDraft}
            onChange={setFolderDraft}
            isRequired
            autoFocus
            maxLength={100}
            error={error?.message}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isDisabled={savingFolder}>
              Save
            </Button>
            <Button
              onPress={() => {
                setFolderDraft(null);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      {draft ? (
        <form
          className={styles.editRow}
          aria-label="Bookmark this page"
          onSubmit={(e) => {
            e.preventDefault();
            void saveBookmark({ input: { name: draft.name, url: page, folderId: draft.folderId || null } }).then(
              (r) => outcome(r) && setDraft(null),
            );
          }}
        >
          <TextField
            label="Name"
            name="bookmarkName"
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            isRequired
            autoFocus
            maxLength={100}
            error={error?.field === 'name' ? error.message : undefined}
          />
          <SelectField
            label="Folder"
            name="folderId"
            value={draft.folderId}
            options={[{ id: '', label: '--' }, ...data.bookmarkFolders.map((f) => ({ id: f.id, label: f.name }))]}
            onChange={(folderId) => setDraft({ ...draft, folderId })}
            error={error?.field === 'folderId' ? error.message : undefined}
          />
          {error && error.field !== 'name' && error.field !== 'folderId' ? <Alert tone="error">{error.message}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isDisabled={saving}>
              Save
            </Button>
            <Button
              onPress={() => {
                setDraft(null);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="primary"
            onPress={() => {
              setError(null);
              setDraft({ name: document.title || page, folderId: data.bookmarkFolders.length === 1 ? data.bookmarkFolders[0]!.id : '' });
            }}
          >
            Bookmark this page
          </Button>
          {alreadyBookmarked ? <span className={styles.meta}>This page is in your bookmarks.</span> : null}
        </div>
      )}

      {data.bookmarkFolders.length === 0 ? <p className={styles.empty}>No folders yet. Add one with “New folder”.</p> : null}
      {data.bookmarkFolders.map((folder) => (
        <section key={folder.id} aria-label={folder.name} className={styles.folder}>
          <div className={styles.listBar}>
            <h3 className={styles.listName}>{folder.name}</h3>
            <Button
              variant="quiet"
              aria-label={`Delete folder ${folder.name}`}
              onPress={() => setConfirm({ message: 'Delete this folder?', run: () => deleteFolder({ input: { id: folder.id } }) })}
            >
              ✕
            </Button>
          </div>
          {folder.bookmarks.length === 0 ? (
            <p className={styles.empty}>Empty folder.</p>
          ) : (
            <ul className={styles.items}>
              {folder.bookmarks.map((b) => (
                <li key={b.id} className={styles.item}>
                  <Link to={b.url} onClick={onNavigate} className={styles.grow}>
                    {b.name}
                  </Link>
                  <Button
                    variant="quiet"
                    aria-label={`Delete bookmark ${b.name}`}
                    onPress={() => setConfirm({ message: 'Delete this bookmark?', run: () => deleteBookmark({ input: { id: b.id } }) })}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <ConfirmDialog
        isOpen={confirm !== null}
        message={confirm?.message ?? ''}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const pending = confirm;
          setConfirm(null);
          if (pending) void pending.run().then(outcome);
        }}
      />
    </div>
  );
}
