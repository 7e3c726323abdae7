import { lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../ui';
import { OpenedLazily } from '../../../ui/LazyDialogs';
import { canSaveRecord } from '../../../app/permissions';
import type { ConvertToCustomer_record$key } from './__generated__/ConvertToCustomer_record.graphql';

// The dialog (react-aria's modal, focus scope and checkbox) loads when it first opens: every detail page of a
// non-customer party shows the button, few press it.
const ConvertToCustomerDialog = lazy(() => import('./ConvertToCustomerDialog'));

/**
 * The detail page's "Convert to customer" (spec: detail-page extras) for an organization or person that is not a
 * customer yet and that the user may write: a dialog that gives the party the customer role (the api assigns its
 * customer id) and, for a lead, asks whether it stays a lead.
 */
export function ConvertToCustomer({ record }: { record: ConvertToCustomer_record$key }) {
  const data = useFragment(
    graphql`
      fragment ConvertToCustomer_record on Record {
        id
        name
        permission
        version
        ... on Party {
          isLead
          isCustomer
        }
      }
    `,
    record,
  );
  const [isOpen, setOpen] = useState(false);
  if (data.isCustomer !== false || !canSaveRecord(data.permission)) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Convert to customer
      </Button>
      <OpenedLazily isOpen={isOpen}>
        <ConvertToCustomerDialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          party={{ id: data.id, name: data.name, version: data.version, isLead: data.isLead }}
        />
      </OpenedLazily>
    </>
  );
}
