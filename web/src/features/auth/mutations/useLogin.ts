import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation, useLoginMutation$data } from './__generated__/useLoginMutation.graphql';

export type LoginResult = useLoginMutation$data['login'];

export function useLogin(): [(username: string, password: string) => Promise<LoginResult>, boolean] {
  const [commit, isInFlight] = useMutation<useLoginMutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on LoginSuccess {
          viewer {
            id
          }
        }
        ... on AuthenticationError {
          message
        }
        ... on TooManySignInAttemptsError {
          message
          retryAfter
        }
        ... on ValidationError {
          message
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const login = useCallback(
    (username: string, password: string) =>
      new Promise<LoginResult>((resolve, reject) => {
        commit({
          variables: { input: { username, password } },
          onCompleted: (response) => resolve(response.login),
          onError: reject,
        });
      }),
    [commit],
  );
  return [login, isInFlight];
}
