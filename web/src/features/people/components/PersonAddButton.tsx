import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { Button } from '../../../ui';
import { CreatePersonPane } from '../panes/CreatePersonPane';
import { PERSON_LIST_CONNECTION_KEY } from './PersonList';
import type { PersonAddButton_viewer$key } from './__generated__/PersonAddButton_viewer.graphql';

export const CANNOT_ADD_PERSON_MESSAGE = 'You cannot add new Person';

/** "Add Person", or the spec's disabled "You cannot add new Person" without CRM write. */
export function PersonAddButton({ viewer }: { viewer: PersonAddButton_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PersonAddButton_viewer on Viewer {
        canAdd(type: PERSON)
      }
    `,
    viewer,
  );
  const [isOpen, setOpen] = useState(false);
  if (!data.canAdd) {
    return (
      <Button variant="secondary" isDisabled>
        {CANNOT_ADD_PERSON_MESSAGE}
      </Button>
    );
  }
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Add Person
      </Button>
      <CreatePersonPane
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        connections={[ConnectionHandler.getConnectionID(ROOT_ID, PERSON_LIST_CONNECTION_KEY)]}
      />
    </>
  );
}
