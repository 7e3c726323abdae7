import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Dialog, Heading, Input, Label, ListBox, ListBoxItem, Modal, ModalOverlay, SearchField } from 'react-aria-components';
import { Button } from '../../../ui/Button';
import type { LookupDialogQuery, LookupDialogQuery$data } from './__generated__/LookupDialogQuery.graphql';
import overlay from '../../../ui/Overlay.module.css';
import field from '../../../ui/Field.module.css';
import styles from './LookupDialog.module.css';

const lookupQuery = graphql`
  query LookupDialogQuery($type: String!, $search: String, $first: Int!, $after: String) {
    records(type: $type, first: $first, after: $after, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          rowId
          name
          owner {
            fullName
          }
        }
      }
    }
  }
`;

/** Rows per page of the lookup's results. */
export const LOOKUP_PAGE_SIZE = 10;

export interface LookupChoice {
  rowId: number;
  name: string;
}

export interface LookupDialogProps {
  /** Object name of the records to choose from. */
  type: string;
  /** The field's label ("Organization"): the dialog is "Select Organization". */
  label: string;
  isOpen: boolean;
  onClose: () => void;
  onSelect: (choice: LookupChoice) => void;
}

type Page = LookupDialogQuery$data['records'];

/**
 * The lookup dialog (spec: "select an item with a search form and results"): a keyword search over the type's
 * records, paged, newest search first; choosing a row fills the field and closes the dialog.
 */
export function LookupDialog({ type, label, isOpen, onClose, onSelect }: LookupDialogProps) {
  return (
    <ModalOverlay
      className={`${overlay.overlay} ${overlay.centered}`}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={`${overlay.modal} ${styles.modal}`}>
        <Dialog className={overlay.dialog}>
          <Heading slot="title" className={overlay.title}>
            Select {label}
          </Heading>
          {isOpen ? (
            <LookupBody
              type={type}
              label={label}
              onSelect={(choice) => {
                onSelect(choice);
                onClose();
              }}
            />
          ) : null}
          <div className={overlay.actions}>
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function LookupBody({ type, label, onSelect }: { type: string; label: string; onSelect: (choice: LookupChoice) => void }) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Cursors of the pages seen: cursors[i] is the `after` of page i + 1.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const pageIndex = cursors.length - 1;
  const [page, setPage] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    const subscription = fetchQuery<LookupDialogQuery>(
      environment,
      lookupQuery,
      { type, search: search || null, first: LOOKUP_PAGE_SIZE, after: cursors[pageIndex] ?? null },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => setPage(data.records),
      error: () => setFailed(true),
    });
    return () => subscription.unsubscribe();
  }, [environment, type, search, cursors, pageIndex]);

  const runSearch = () => {
    setSearch(text.trim());
    setCursors([null]);
  };
  const rows = page?.edges.map((e) => e.node) ?? [];
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / LOOKUP_PAGE_SIZE)) : 1;

  return (
    <div className={styles.body}>
      {/* Not a <form>: the dialog opens from inside an edit form, and a nested submit would reach it. */}
      <div className={styles.searchRow} role="search" aria-label={`Search ${label}`}>
        <SearchField className={field.field} value={text} onChange={setText} onSubmit={runSearch} onClear={() => setSearch('')} autoFocus>
          <Label className={field.label}>Search</Label>
          <Input className={field.input} placeholder="Name or keyword" />
        </SearchField>
        <Button variant="primary" onPress={runSearch}>
          Search
        </Button>
      </div>
      {failed ? (
        <p role="alert" className={styles.status}>
          The search failed; please try again.
        </p>
      ) : null}
      <ListBox
        aria-label={`${label} results`}
        className={styles.results}
        items={rows}
        selectionMode="none"
        onAction={(key) => {
          const row = rows.find((r) => r.id === key);
          if (row) onSelect({ rowId: row.rowId, name: row.name });
        }}
        renderEmptyState={() => <p className={styles.status}>{page ? 'No matches' : 'Loading…'}</p>}
      >
        {(row) => (
          <ListBoxItem id={row.id} textValue={row.name} className={styles.row}>
            <span className={styles.name}>{row.name}</span>
            {row.owner ? <span className={styles.owner}>{row.owner.fullName}</span> : null}
          </ListBoxItem>
        )}
      </ListBox>
      <div className={styles.paging}>
        <Button variant="quiet" isDisabled={pageIndex === 0} onPress={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </Button>
        <span aria-live="polite">
          Page {pageIndex + 1} of {pages}
          {page ? ` · ${page.totalCount} ${page.totalCount === 1 ? 'record' : 'records'}` : ''}
        </span>
        <Button
          variant="quiet"
          isDisabled={!page?.pageInfo.hasNextPage}
          onPress={() => {
            const next = page?.pageInfo.endCursor;
            if (next) setCursors((c) => [...c, next]);
          }}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
