import { lazy, useRef, useState } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { Button } from '../../../ui';
import { OpenedLazily } from '../../../ui/LazyDialogs';
import type { AddSidePanelFieldQuery } from './__generated__/AddSidePanelFieldQuery.graphql';

// The dialog (react-aria's modal, focus scope and checkboxes) loads when it first opens: the summary panel of
// every detail page shows "Add field", few press it.
const AddSidePanelFieldDialog = lazy(() => import('./AddSidePanelFieldDialog'));

// The fields the dialog offers (every field of the type, ~1.3 KiB for an organization) are asked on intent
// (hovering, focusing or pressing Add field), not with every detail page.
export const fieldsQuery = graphql`
  query AddSidePanelFieldQuery($type: String!) {
    recordType(name: $type) {
      ...AddSidePanelFieldDialog_recordType
    }
  }
`;

/**
 * The summary panel's add-field dialog (spec: "an add-field dialog exists for the side panel"): every field the
 * type offers, extra fields included (`RecordType.sidePanelFields`), checked when shown; Save keeps the choice for
 * the signed-in user (`POST /api/{Object}/UpdateSidePanel`) and reads the record's panel values again.
 */
export function AddSidePanelField({ typeName, recordId }: { typeName: string; recordId: string }) {
  const [fields, loadFields] = useQueryLoader<AddSidePanelFieldQuery>(fieldsQuery);
  const [isOpen, setOpen] = useState(false);
  /** Each opening counts: its checkboxes start from the choice as the server has it then. */
  const [opening, setOpening] = useState(0);
  // Whether the next intent asks the fields again: at first, and after each closing (the choice may have changed).
  const stale = useRef(true);
  const prepare = () => {
    if (!stale.current) return;
    stale.current = false;
    loadFields({ type: typeName }, { fetchPolicy: 'network-only' });
  };
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) stale.current = true;
  };
  return (
    <>
      <Button
        variant="quiet"
        onIntent={prepare}
        onPress={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        Add field
      </Button>
      <OpenedLazily isOpen={isOpen}>
        <AddSidePanelFieldDialog
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          fields={fields ?? null}
          opening={opening}
          recordId={recordId}
        />
      </OpenedLazily>
    </>
  );
}
