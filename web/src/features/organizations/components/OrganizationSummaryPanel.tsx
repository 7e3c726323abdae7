import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { RecordSummaryPanel } from '../../records/components/RecordSummaryPanel';
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
        summary {
          dropboxEmail
        }
        ...RecordSummaryPanel_record
      }
    `,
    organization,
  );
  const { dropboxEmail } = data.summary;

  return (
    <RecordSummaryPanel
      record={data}
      onEdit={onEdit}
      status={data.status}
      phone={data.phone}
      email={data.email}
      roles={{ isLead: data.isLead, isCustomer: data.isCustomer, isSupplier: data.isSupplier }}
      items={[
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
  );
}
