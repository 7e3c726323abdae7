import { graphql, useFragment } from 'react-relay';
import { Badge, Button, Card, DefinitionList } from '../../../ui';
import { FollowButton } from '../../records/components/FollowButton';
import { RecordLock } from '../../records/components/RecordLock';
import styles from '../../records/components/Record.module.css';
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
        owner {
          fullName
        }
        ...FollowButton_record
        ...RecordLock_record
      }
    `,
    person,
  );
  return (
    <aside aria-label="Summary">
      <Card title="Summary">
        <div className={styles.actions}>
          <Button variant="primary" onPress={onEdit}>
            Edit
          </Button>
          <FollowButton record={data} />
        </div>
        <RecordLock record={data} />
        <div className={styles.badges}>
          {data.isLead ? <Badge>Lead</Badge> : null}
          {data.isCustomer ? <Badge tone="success">Customer</Badge> : null}
        </div>
        <DefinitionList
          items={[
            { term: 'Owner', value: data.owner?.fullName },
            { term: 'Status', value: data.status === 'ACTIVE' ? 'Active' : 'Inactive' },
            { term: 'Phone', value: data.phone ? <a href={`tel:${data.phone}`}>{data.phone}</a> : null },
            { term: 'Email', value: data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : null },
            { term: 'Lock', value: data.isLocked ? 'Locked' : 'Unlocked' },
          ]}
        />
      </Card>
    </aside>
  );
}
