import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../app/errors/errorRouter';
import { resetSession } from '../../../app/relay/environment';
import { LoginForm } from '../components/LoginForm';
import styles from '../components/LoginForm.module.css';

/** /login?next=…: after signing in, go to `next` (same-site paths only) or home. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <main className={styles.wrap}>
      <LoginForm
        showDemoLogins={import.meta.env.DEV}
        onSignedIn={() => {
          resetSession();
          void navigate(safeNextPath(params.get('next')), { replace: true });
        }}
      />
    </main>
  );
}
