import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { Button } from '../../../ui';
import { CreateOrganizationPane } from '../panes/CreateOrganizationPane';
import { ORGANIZATION_LIST_CONNECTION_KEY } from './OrganizationList';
import type { OrganizationAddButton_viewer$key } from './__generated__/OrganizationAddButton_viewer.graphql';

export const CANNOT_ADD_MESSAGE = 'You cannot add new Organization';

/** "Add Organization", or the spec's disabled "You cannot add new Organization" without CRM write. */
export function OrganizationAddButton({ viewer }: { viewer: OrganizationAddButton_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationAddButton_viewer on Viewer {
        canAdd(type: ORGANIZATION)
      }
    `,
    viewer,
  );
  const [isOpen, setOpen] = useState(false);
  if (!data.canAdd) {
    return (
      <Button variant="secondary" isDisabled>
        {CANNOT_ADD_MESSAGE}
      </Button>
    );
  }
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Add Organization
      </Button>
      <CreateOrganizationPane
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        connections={[ConnectionHandler.getConnectionID(ROOT_ID, ORGANIZATION_LIST_CONNECTION_KEY)]}
      />
    </>
  );
}
