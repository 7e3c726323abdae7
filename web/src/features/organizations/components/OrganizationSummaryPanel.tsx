import { graphql, useFragment } from 'react-relay';
import { Badge, Button, Card, DefinitionList } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { FollowButton } from '../../records/components/FollowButton';
import type { OrganizationSummaryPanel_organization$key } from './__generated__/OrganizationSummaryPanel_organization.graphql';
import styles from '../../records/components/Record.module.css';

export interface OrganizationSummaryPanelProps {
  organization: OrganizationSummaryPanel_organization$key;
  onEdit: () => void;
}

/** The detail page's side panel: owner, status, contact data, roles, dropbox address and quick actions. */
export function OrganizationSummaryPanel({ organization, onEdit }: OrganizationSummaryPanelProps) {
  const data = useFragment(
    graphql`
      fragment OrganizationSummaryPanel_organization on Organization {
        status
        phone
        email
        website
        isLead
        isCustomer
        isSupplier
        owner {
          fullName
        }
        summary {
          dropboxEmail
        }
        ...FollowButton_record
      }
    `,
    organization,
  );
  const { dropboxEmail } = data.summary;

  return (
    <aside aria-label="Summary">
      <Card title="Summary">
        <div className={styles.actions}>
          <Button variant="primary" onPress={onEdit}>
            Edit
          </Button>
          <FollowButton record={data} />
        </div>
        <div className={styles.badges}>
          {data.isLead ? <Badge>Lead</Badge> : null}
          {data.isCustomer ? <Badge tone="success">Customer</Badge> : null}
          {data.isSupplier ? <Badge>Supplier</Badge> : null}
        </div>
        <DefinitionList
          items={[
            { term: 'Owner', value: data.owner?.fullName },
            { term: 'Status', value: data.status === 'ACTIVE' ? 'Active' : 'Inactive' },
            { term: 'Phone', value: data.phone ? <a href={`tel:${data.phone}`}>{data.phone}</a> : null },
            { term: 'Email', value: data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : null },
            {
              term: 'Website',
              value: data.website ? (
                <a href={/^https?:\/\//.test(data.website) ? data.website : `https://${data.website}`} target="_blank" rel="noreferrer">
                  {data.website}
                </a>
              ) : null,
            },
            {
              term: 'Dropbox email',
              value: (
                <span className={styles.dropbox}>
                  <span>{dropboxEmail}</span>
                  <Button
                    variant="quiet"
                    aria-label="Copy dropbox email"
                    onPress={() => {
                      void navigator.clipboard?.writeText(dropboxEmail).then(() => showMessage('Dropbox link is copied'));
                    }}
                  >
                    Copy
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </Card>
    </aside>
  );
}
