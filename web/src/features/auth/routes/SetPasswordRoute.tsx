import { useState } from 'react';
import { graphql, loadQuery, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { environment, resetSession } from '../../../app/relay/environment';
import { Alert, Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import styles from '../components/LoginForm.module.css';
import type { SetPasswordRouteMutation } from './__generated__/SetPasswordRouteMutation.graphql';
import type { SetPasswordRouteQuery } from './__generated__/SetPasswordRouteQuery.graphql';

const invitationQuery = graphql`
  query SetPasswordRouteQuery($token: String!) {
    invitation(token: $token) {
      email
      firstName
      companyName
    }
  }
`;

export const SHORT_PASSWORD = 'The new password must have at least 8 characters';
export const PASSWORDS_DIFFER = 'The passwords do not match';

/** /authentication/set-password?token=…: a public page (no session yet). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, query: loadQuery<SetPasswordRouteQuery>(environment, invitationQuery, { token }, { fetchPolicy: 'network-only' }) };
}

/** An invited user sets a first password from the e-mailed link, is signed in and lands on home. */
export function Component() {
  const { token, query } = useLoaderData<{ token: string; query: PreloadedQuery<SetPasswordRouteQuery> }>();
  const { invitation } = usePreloadedQuery<SetPasswordRouteQuery>(invitationQuery, query);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<SetPasswordRouteMutation>(graphql`
    mutation SetPasswordRouteMutation($input: SetPasswordInput!) {
      setPassword(input: $input) {
        __typename
        ... on LoginSuccess {
          viewer {
            id
          }
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

  if (!invitation) {
    return (
      <main className={styles.wrap}>
        <div className={styles.card}>
          <h1 className={styles.title}>Set your password</h1>
          <Alert>This invitation is not valid or has expired. Ask your administrator to send it again.</Alert>
          <Link to="/login">Sign in</Link>
        </div>
      </main>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (password.length < 8) return setFieldError(SHORT_PASSWORD);
    if (password !== confirm) return setFieldError(PASSWORDS_DIFFER);
    setFieldError(null);
    commit({
      variables: { input: { token, password } },
      onCompleted: ({ setPassword: result }) => {
        if (result.__typename === 'LoginSuccess') {
          resetSession();
          void navigate('/', { replace: true });
          return;
        }
        if (result.__typename === 'ValidationError') setFieldError(result.fields?.[0]?.message ?? result.message ?? null);
        else setFormError(result.__typename === '%other' ? 'Setting the password failed. Please try again.' : (result.message ?? null));
      },
      onError: () => setFormError('Setting the password failed. Please try again.'),
    });
  };

  return (
    <main className={styles.wrap}>
      <div className={styles.card}>
        <h1 className={styles.title}>Set your password</h1>
        <p>
          Welcome, {invitation.firstName}. Choose a password to sign in to {invitation.companyName} as <strong>{invitation.email}</strong>.
        </p>
        {formError ? <Alert>{formError}</Alert> : null}
        <form onSubmit={submit} noValidate aria-label="Set your password">
          <TextField
            label="Password"
            type="password"
            name="password"
            value={password}
            onChange={setPassword}
            error={fieldError ?? undefined}
            autoComplete="new-password"
            isRequired
            autoFocus
          />
          <TextField
            label="Confirm password"
            type="password"
            name="confirm"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" variant="primary" className={styles.submit} isDisabled={isInFlight}>
            Set password
          </Button>
        </form>
      </div>
    </main>
  );
}
