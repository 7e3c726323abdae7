import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetDefaultSectionMutation, useSetDefaultSectionMutation$data } from './__generated__/useSetDefaultSectionMutation.graphql';

export type SetDefaultSectionResult = useSetDefaultSectionMutation$data['setDefaultSection'];

/**
 * Saves the section a type's detail page opens on for the signed-in user. `object` is the name the pages ask
 * `recordType(name:)` with: the answer is written there, so the tabs and the `/detail/{id}` redirect see it at once.
 */
export function useSetDefaultSection(): [(object: string, section: string) => Promise<SetDefaultSectionResult>, boolean] {
  const [commit, isInFlight] = useMutation<useSetDefaultSectionMutation>(graphql`
    mutation useSetDefaultSectionMutation($input: SetDefaultSectionInput!) {
      setDefaultSection(input: $input) {
        __typename
        ... on SetDefaultSectionSuccess {
          recordType {
            defaultSection
          }
        }
        ... on ValidationError {
          message
        }
      }
    }
  `);
  const save = useCallback(
    (object: string, section: string) =>
      new Promise<SetDefaultSectionResult>((resolve, reject) => {
        commit({
          variables: { input: { type: object, section } },
          updater: (store, data) => {
            const payload = data?.setDefaultSection;
            if (payload?.__typename !== 'SetDefaultSectionSuccess') return;
            store.getRoot().getLinkedRecord('recordType', { name: object })?.setValue(payload.recordType.defaultSection, 'defaultSection');
          },
          onCompleted: (r) => resolve(r.setDefaultSection),
          onError: reject,
        });
      }),
    [commit],
  );
  return [save, isInFlight];
}
