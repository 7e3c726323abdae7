import { graphql, useFragment } from 'react-relay';
import { RecordLock } from '../../records/components/RecordLock';
import { RecordSummaryPanel } from '../../records/components/RecordSummaryPanel';
import type { PersonSummaryPanel_person$key } from './__generated__/PersonSummaryPanel_person.graphql';

export interface PersonSummaryPanelProps {
  person: PersonSummaryPanel_person$key;
  onEdit: () => void;
}

/** The person page's side panel: owner, status, contact data, roles, lock state and quick actions. */
export function PersonSummaryPanel({ person, onEdit }: PersonSummaryPanelProps) {
  const data = useFragment(
    graphql`
      fragment PersonSummaryPanel_person on Person {
        status
        phone
        email
        isLead
        isCustomer
        isLocked
        ...RecordSummaryPanel_record
        ...RecordLock_record
      }
    `,
    person,
  );
  return (
    <RecordSummaryPanel
      record={data}
      onEdit={onEdit}
      status={data.status}
      phone={data.phone}
      email={data.email}
      roles={{ isLead: data.isLead, isCustomer: data.isCustomer }}
      items={[{ term: 'Lock', value: data.isLocked ? 'Locked' : 'Unlocked' }]}
    >
      <RecordLock record={data} />
    </RecordSummaryPanel>
  );
}
