import { graphql, useMutation } from 'react-relay';
import type { useConfirmSubscriptionMutation } from './__generated__/useConfirmSubscriptionMutation.graphql';

/** `confirmSubscription`: the payload is the success or a typed error (message verbatim). */
export function useConfirmSubscription() {
  return useMutation<useConfirmSubscriptionMutation>(graphql`
    mutation useConfirmSubscriptionMutation($input: ConfirmSubscriptionInput!) {
      confirmSubscription(input: $input) {
        __typename
        ... on ConfirmSubscriptionSuccess {
          message
          total
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
      }
    }
  `);
}
