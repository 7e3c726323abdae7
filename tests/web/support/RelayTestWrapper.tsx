import { Suspense, type ComponentType, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLocation, type LoaderFunctionArgs } from 'react-router';
import { NavigationGuardProvider } from '../../../web/src/app/navigationGuard';
import { PaneStackProvider } from '../../../web/src/features/records/panes/PaneHost';
import type { GraphQLTaggedNode, OperationDescriptor, OperationType, Variables } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';

export { MockPayloadGenerator, createMockEnvironment };
export type { MockResolvers, RelayMockEnvironment };

/** Shows where the app navigated to, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderRouteOptions {
  environment: RelayMockEnvironment;
  /** The page component (a route module's `Component`). */
  Component: ComponentType;
  /** Route pattern, e.g. `/organization/detail/:id`. */
  path?: string;
  /** The URL to open. */
  url?: string;
  /** The route's query and how to build its variables from the URL params. */
  query?: GraphQLTaggedNode;
  variables?: (args: LoaderFunctionArgs) => Variables;
}

/**
 * Renders a page the way the app does (data router, loader calling `loadQuery`, `usePreloadedQuery` under
 * Suspense) against a relay-test-utils mock environment. Every other path renders a location probe.
 */
export function renderRoute({ environment, Component, path = '/', url = path, query, variables }: RenderRouteOptions): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
} {
  const router = createMemoryRouter(
    [
      {
        path,
        loader: query
          ? (args) => {
              const vars = variables ? variables(args) : {};
              // relay-test-utils: a preloaded query must be registered as pending before it is loaded.
              environment.mock.queuePendingOperation(query, vars);
              return loadQuery<OperationType>(environment, query, vars);
            }
          : undefined,
        element: (
          <NavigationGuardProvider>
            <PaneStackProvider isLarge={false} isFree={false}>
              <Suspense fallback={<div>Loading…</div>}>
                <Component />
              </Suspense>
            </PaneStackProvider>
          </NavigationGuardProvider>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { ...result, router };
}

/** Renders any element inside Relay + a memory router (for components that only need the providers). */
export function renderWithRelay(ui: ReactNode, environment: RelayMockEnvironment, url = '/'): RenderResult {
  const router = createMemoryRouter(
    [
      {
        path: url.split('?')[0] ?? '/',
        element: (
          <NavigationGuardProvider>
            <PaneStackProvider isLarge={false} isFree={false}>
              <Suspense fallback={<div>Loading…</div>}>{ui}</Suspense>
            </PaneStackProvider>
          </NavigationGuardProvider>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

/** Answers the next operations with generated data shaped by the given resolvers. */
export function queueMockResolvers(environment: RelayMockEnvironment, resolvers: MockResolvers): void {
  environment.mock.queueOperationResolver((operation: OperationDescriptor) => MockPayloadGenerator.generate(operation, resolvers));
}

export function operationName(operation: OperationDescriptor): string {
  return operation.request.node.params.name;
}

/** The latest pending operation of that name (subscriptions stay pending too, so "most recent" is not enough). */
export function pendingOperation(environment: RelayMockEnvironment, name: string): OperationDescriptor | undefined {
  return environment.mock
    .getAllOperations()
    .filter((operation) => operationName(operation) === name)
    .at(-1);
}
