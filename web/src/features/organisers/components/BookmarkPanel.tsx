import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link, useLocation } from 'react-router';
import { Alert, Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { EditPanel, NameForm, PanelActions, PanelForm, usePanelOutcome } from '../../panels/components/EditPanel';
import { useDeleteBookmark, useDeleteBookmarkFolder, useSaveBookmark, useSaveBookmarkFolder } from '../mutations/useBookmarkMutations';
import type { BookmarkPanelQuery } from './__generated__/BookmarkPanelQuery.graphql';
import type { BookmarkPanel_viewer$key } from './__generated__/BookmarkPanel_viewer.graphql';
import styles from './Organisers.module.css';

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
  const { error, setError, outcome, confirm, dialog } = usePanelOutcome();
  const [saveBookmark, saving] = useSaveBookmark();
  const [deleteBookmark] = useDeleteBookmark();
  const [saveFolder, savingFolder] = useSaveBookmarkFolder();
  const [deleteFolder] = useDeleteBookmarkFolder();
  const alreadyBookmarked = data.bookmarkFolders.some((f) => f.bookmarks.some((b) => b.url === page));

  return (
    <EditPanel title="Bookmarks" actionLabel="New folder" onAction={() => setFolderDraft('')} dialog={dialog}>
      {error && !draft && folderDraft === null ? <Alert tone="error">{error.message}</Alert> : null}

      {folderDraft !== null ? (
        <NameForm
          label="New folder"
          field={{ label: 'Folder name', name: 'folderName' }}
          value={folderDraft}
          onChange={setFolderDraft}
          error={error?.message}
          saving={savingFolder}
          onSubmit={() => void saveFolder({ input: { name: folderDraft } }).then((r) => outcome(r) && setFolderDraft(null))}
          onCancel={() => {
            setFolderDraft(null);
            setError(null);
          }}
        />
      ) : null}

      {draft ? (
        <PanelForm
          label="Bookmark this page"
          saving={saving}
          onSubmit={() =>
            void saveBookmark({ input: { name: draft.name, url: page, folderId: draft.folderId || null } }).then(
              (r) => outcome(r) && setDraft(null),
            )
          }
          onCancel={() => {
            setDraft(null);
            setError(null);
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
        </PanelForm>
      ) : (
        <PanelActions>
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
        </PanelActions>
      )}

      {data.bookmarkFolders.length === 0 ? <p className={styles.empty}>No folders yet. Add one with “New folder”.</p> : null}
      {data.bookmarkFolders.map((folder) => (
        <section key={folder.id} aria-label={folder.name} className={styles.folder}>
          <div className={styles.listBar}>
            <h3 className={styles.listName}>{folder.name}</h3>
            <Button
              variant="quiet"
              aria-label={`Delete folder ${folder.name}`}
              onPress={() => confirm('Delete this folder?', () => deleteFolder({ input: { id: folder.id } }))}
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
                    onPress={() => confirm('Delete this bookmark?', () => deleteBookmark({ input: { id: b.id } }))}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </EditPanel>
  );
}
