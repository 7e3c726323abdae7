import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert, Page } from '../ui';

/** Shown when a page failed to load or render; the message region has already shown the server's reason. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <Page>
      <h1>This page could not be shown</h1>
      <Alert>{message}</Alert>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
