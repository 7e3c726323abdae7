import { lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../ui';
import { OpenedLazily } from '../../../ui/LazyDialogs';
import type { AddSidePanelField_recordType$key } from './__generated__/AddSidePanelField_recordType.graphql';

// The dialog (react-aria's modal, focus scope and checkboxes) loads when it first opens: the summary panel of
// every detail page shows "Add field", few press it.
const AddSidePanelFieldDialog = lazy(() => import('./AddSidePanelFieldDialog'));

/**
 * The summary panel's add-field dialog (spec: "an add-field dialog exists for the side panel"): every field the
 * type offers, extra fields included (`RecordType.sidePanelFields`), checked when shown; Save keeps the choice for
 * the signed-in user (`POST /api/{Object}/UpdateSidePanel`) and reads the record's panel values again.
 */
export function AddSidePanelField({ recordType, recordId }: { recordType: AddSidePanelField_recordType$key; recordId: string }) {
  const type = useFragment(
    graphql`
      fragment AddSidePanelField_recordType on RecordType {
        ...AddSidePanelFieldDialog_recordType
      }
    `,
    recordType,
  );
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="quiet" onPress={() => setOpen(true)}>
        Add field
      </Button>
      <OpenedLazily isOpen={isOpen}>
        <AddSidePanelFieldDialog isOpen={isOpen} onOpenChange={setOpen} recordType={type} recordId={recordId} />
      </OpenedLazily>
    </>
  );
}
