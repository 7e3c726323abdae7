import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { NavigationGuardProvider } from './navigationGuard';
import { PageLoading } from './PageLoading';
import { setErrorNavigator } from './errors/handleErrors';
import { messagesPosted, subscribeMessagesPosted } from './errors/messages';

const MessageRegion = lazy(() => import('./errors/MessageRegion'));

/**
 * Root of every page: registers the router for the error handler, hosts the app's one navigation blocker
 * (navigationGuard) and the message region, which (with
 * react-aria's toasts) loads when the first message is posted, not with every first page.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const showMessages = useSyncExternalStore(subscribeMessagesPosted, messagesPosted, () => false);
  useEffect(() => {
    setErrorNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return (
    <>
      <NavigationGuardProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </NavigationGuardProvider>
      {showMessages ? (
        <Suspense fallback={null}>
          <MessageRegion />
        </Suspense>
      ) : null}
    </>
  );
}
