import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Spinner } from '../ui/Feedback';
import { setErrorNavigator } from './errors/handleErrors';

const MessageRegion = lazy(() => import('./errors/MessageRegion'));

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Root of every page: lets react-aria links use the router, and hosts the message region. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setErrorNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <MessageRegion />
      </Suspense>
    </AriaRouterProvider>
  );
}
