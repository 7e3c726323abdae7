import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../ui';
import { usePanes, type PaneRequest } from '../panes/paneApi';
import type { RowColumns } from './rowColumns';
import type { RecordAddButton_recordType$key } from './__generated__/RecordAddButton_recordType.graphql';

export interface RecordAddButtonProps {
  recordType: RecordAddButton_recordType$key;
  /** Connections the new record is prepended to. */
  connections: readonly string[];
  /** The columns of those connections' rows. */
  rowColumns: RowColumns;
  /** Values fixed by where the record is added (a section's parent). */
  prefill?: PaneRequest['preset'];
  prefillTexts?: PaneRequest['presetTexts'];
}

/** "Add {Type}", or the spec's disabled "You cannot add new {object}" when the viewer may not add one. */
export function RecordAddButton({ recordType, connections, rowColumns, prefill, prefillTexts }: RecordAddButtonProps) {
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
  const { openPane } = usePanes();
  if (!data.canAdd) {
    return (
      <Button variant="secondary" isDisabled>
        {data.addDeniedMessage}
      </Button>
    );
  }
  return (
    <Button
      variant="primary"
      onPress={() =>
        openPane({
          type: data.name,
          connections,
          rowColumns,
          ...(prefill ? { preset: prefill } : {}),
          ...(prefillTexts ? { presetTexts: prefillTexts } : {}),
        })
      }
    >
      Add {data.label}
    </Button>
  );
}
