import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge, Button, Card, DefinitionList, type DefinitionItem } from '../../../ui';
import { FollowButton } from './FollowButton';
import type { RecordSummaryPanel_record$key } from './__generated__/RecordSummaryPanel_record.graphql';
import styles from './Record.module.css';

export interface RecordSummaryPanelProps {
  record: RecordSummaryPanel_record$key;
  onEdit: () => void;
  status: string;
  phone: string | null | undefined;
  email: string | null | undefined;
  /** Role badges; a type without a role leaves it out. */
  roles: { isLead?: boolean | null; isCustomer?: boolean | null; isSupplier?: boolean | null };
  /** Shown between the actions and the badges (e.g. the lock state). */
  children?: ReactNode;
  /** Facts after Owner, Status, Phone and Email. */
  items: readonly DefinitionItem[];
}

/** The side panel of a record's detail page: Edit and Follow, role badges, owner, status, contact data and more. */
export function RecordSummaryPanel({ record, onEdit, status, phone, email, roles, children, items }: RecordSummaryPanelProps) {
  const data = useFragment(
    graphql`
      fragment RecordSummaryPanel_record on Record {
        owner {
          fullName
        }
        ...FollowButton_record
      }
    `,
    record,
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
        {children}
        <div className={styles.badges}>
          {roles.isLead ? <Badge>Lead</Badge> : null}
          {roles.isCustomer ? <Badge tone="success">Customer</Badge> : null}
          {roles.isSupplier ? <Badge>Supplier</Badge> : null}
        </div>
        <DefinitionList
          items={[
            { term: 'Owner', value: data.owner?.fullName },
            { term: 'Status', value: status === 'ACTIVE' ? 'Active' : 'Inactive' },
            { term: 'Phone', value: phone ? <a href={`tel:${phone}`}>{phone}</a> : null },
            { term: 'Email', value: email ? <a href={`mailto:${email}`}>{email}</a> : null },
            ...items,
          ]}
        />
      </Card>
    </aside>
  );
}
