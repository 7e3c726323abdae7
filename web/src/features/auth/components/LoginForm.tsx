import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { useLogin } from '../mutations/useLogin';
import styles from './LoginForm.module.css';

export const DEMO_LOGINS = [
  'admin@acme.example',
  'crm@acme.example',
  'project@acme.example',
  'support@acme.example',
  'free@acme.example',
  'admin@globex.example',
] as const;
export const DEMO_PASSWORD = 'demo1234';

const loginSchema = z.object({
  username: z.string().trim().min(1, 'Please enter your username'),
  password: z.string().min(1, 'Please enter your password'),
});
type LoginValues = z.infer<typeof loginSchema>;

export interface LoginFormProps {
  onSignedIn: () => void;
  /** Lists the seeded demo accounts (development builds). */
  showDemoLogins?: boolean;
}

export function LoginForm({ onSignedIn, showDemoLogins = false }: LoginFormProps) {
  const [login, isInFlight] = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  // After a throttle answer the button waits as long as the server said (the message names the wait).
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  useEffect(() => {
    if (waitUntil === null) return;
    const timer = setTimeout(() => setWaitUntil(null), Math.max(0, waitUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [waitUntil]);
  const { control, handleSubmit, setValue, setError } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let result;
    try {
      result = await login(values.username.trim(), values.password);
    } catch {
      return; // the message region already shows the server's reason
    }
    switch (result.__typename) {
      case 'LoginSuccess':
        onSignedIn();
        return;
      case 'AuthenticationError':
        setFormError(result.message);
        return;
      case 'TooManySignInAttemptsError':
        setFormError(result.message);
        setWaitUntil(Date.now() + result.retryAfter * 1000);
        return;
      case 'ValidationError':
        setFormError(result.message);
        for (const f of result.fields) {
          if (f.field === 'username' || f.field === 'password') setError(f.field, { message: f.message });
        }
        return;
      default:
        setFormError('Sign in failed. Please try again.');
    }
  });

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Sign in</h1>
      {formError ? <Alert>{formError}</Alert> : null}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState }) => (
            <TextField
              label="Username"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="username"
              isRequired
              autoFocus
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <TextField
              label="Password"
              type="password"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="current-password"
              isRequired
            />
          )}
        />
        <Button type="submit" variant="primary" className={styles.submit} isDisabled={isInFlight || waitUntil !== null}>
          Sign in
        </Button>
      </form>
      {showDemoLogins ? (
        <section className={styles.demo}>
          <h2>Demo logins</h2>
          <p>Choose one to fill the form (password {DEMO_PASSWORD}).</p>
          <ul>
            {DEMO_LOGINS.map((username) => (
              <li key={username}>
                <Button
                  variant="secondary"
                  onPress={() => {
                    setValue('username', username, { shouldDirty: true, shouldValidate: true });
                    setValue('password', DEMO_PASSWORD, { shouldDirty: true, shouldValidate: true });
                  }}
                >
                  {username}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
