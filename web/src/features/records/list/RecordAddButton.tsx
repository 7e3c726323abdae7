import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../ui';
import { LazyRecordEditPane as RecordEditPane } from '../panes/LazyRecordEditPane';
import type { RecordCreateTarget } from '../panes/RecordEditPane';
import type { RecordAddButton_recordType$key } from './__generated__/RecordAddButton_recordType.graphql';

export interface RecordAddButtonProps {
  recordType: RecordAddButton_recordType$key;
  /** Connections the new record is prepended to. */
  connections: readonly string[];
  /** Values fixed by where the record is added (a section's parent). */
  prefill?: RecordCreateTarget['prefill'];
  prefillTexts?: RecordCreateTarget['prefillTexts'];
}

/** "Add {Type}", or the spec's disabled "You cannot add new {object}" when the viewer may not add one. */
export function RecordAddButton({ recordType, connections, prefill, prefillTexts }: RecordAddButtonProps) {
  const data = useFragment(
    graphql`
      fragment RecordAddButton_recordType on RecordType {
        name
        label
        canAdd
        addDeniedMessage
      }
    `,
    recordType,
  );
  const [isOpen, setOpen] = useState(false);
  if (!data.canAdd) {
    return (
      <Button variant="secondary" isDisabled>
        {data.addDeniedMessage}
      </Button>
    );
  }
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Add {data.label}
      </Button>
      {isOpen ? (
        <RecordEditPane
          target={{ mode: 'create', type: data.name, connections, ...(prefill ? { prefill } : {}), ...(prefillTexts ? { prefillTexts } : {}) }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
