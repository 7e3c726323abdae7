import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { resetRealtime, resetSession } from '../../../app/relay/environment';
import type { useLogoutMutation } from './__generated__/useLogoutMutation.graphql';

/** Ends the session, forgets every cached record and goes to the login page. */
export function useLogout(): [() => void, boolean] {
  const navigate = useNavigate();
  const [commit, isInFlight] = useMutation<useLogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout {
        success
      }
    }
  `);
  const logout = useCallback(() => {
    const done = () => {
      resetSession();
      void navigate('/login', { replace: true });
    };
    // The live connection goes first: the server ends it with the session anyway, and its close must not race
    // this navigation with a "session ended" one of its own.
    resetRealtime();
    commit({ variables: {}, onCompleted: done, onError: done });
  }, [commit, navigate]);
  return [logout, isInFlight];
}
