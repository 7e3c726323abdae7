import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageLoading } from './PageLoading';
import { setErrorNavigator } from './errors/handleErrors';

const MessageRegion = lazy(() => import('./errors/MessageRegion'));

/** Root of every page: registers the router for the error handler and hosts the message region. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setErrorNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <MessageRegion />
      </Suspense>
    </>
  );
}
