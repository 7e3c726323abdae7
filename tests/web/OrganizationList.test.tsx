import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as OrganizationListPage } from '../../web/src/features/organizations/routes/OrganizationListRoute';
import OrganizationListRouteQuery from '../../web/src/features/organizations/routes/__generated__/OrganizationListRouteQuery.graphql';
import { MockPayloadGenerator, createMockEnvironment, operationName, queueMockResolvers, renderRoute } from './support/RelayTestWrapper';

function renderList(canAdd: boolean) {
  const environment = createMockEnvironment();
  let n = 0;
  queueMockResolvers(environment, {
    Viewer: () => ({ canAdd }),
    Organization: () => {
      n += 1;
      return { rowId: n, name: `Org ${n}`, status: 'ACTIVE' };
    },
    OrganizationConnection: () => ({ totalCount: 5, pageInfo: { hasNextPage: true, endCursor: 'c2' } }),
  });
  renderRoute({ environment, Component: OrganizationListPage, path: '/organization', query: OrganizationListRouteQuery, variables: () => ({ first: 20 }) });
  return environment;
}

describe('the organization list', () => {
  it('links each row to its detail page by name and pages with "Load more"', async () => {
    const environment = renderList(true);
    const links = await screen.findAllByRole('link');
    expect(links[0]?.textContent).toMatch(/^Org \d+$/);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/organization\/detail\/\d+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('OrganizationListPaginationQuery'));
    act(() =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, { OrganizationConnection: () => ({ pageInfo: { hasNextPage: false } }) }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('disables the add button with the spec text without CRM write', async () => {
    renderList(false);
    const button = await screen.findByRole('button', { name: 'You cannot add new Organization' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('opens the create pane for a CRM user', async () => {
    renderList(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Organization' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Name/)).toBeTruthy();
  });
});
