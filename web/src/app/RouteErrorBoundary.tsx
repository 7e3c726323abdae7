import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * Shown when a page failed to load or render (the message region has already shown the server's reason).
 * Plain markup on purpose: it is part of the first bundle.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main style={{ padding: 'var(--space-5)' }}>
      <h1>This page could not be shown</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
