import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as OrganizationListPage } from '../../web/src/features/organizations/routes/OrganizationListRoute';
import OrganizationListRouteQuery from '../../web/src/features/organizations/routes/__generated__/OrganizationListRouteQuery.graphql';
import { canWriteCrm } from '../../web/src/app/permissions';
import { MockPayloadGenerator, createMockEnvironment, operationName, queueMockResolvers, renderRoute } from './support/RelayTestWrapper';

function renderList(roles: string[], isAdministrator = false) {
  const environment = createMockEnvironment();
  let n = 0;
  queueMockResolvers(environment, {
    Viewer: () => ({ roles, isAdministrator }),
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
    const environment = renderList(['crm']);
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
    renderList(['project']);
    const button = await screen.findByRole('button', { name: 'You cannot add new Organization' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('opens the create pane for a CRM user', async () => {
    renderList(['crm']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Organization' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Name/)).toBeTruthy();
  });

  it('derives CRM write from roles the way the api does', () => {
    expect(canWriteCrm(['all'], false)).toBe(true);
    expect(canWriteCrm(['crm'], false)).toBe(true);
    expect(canWriteCrm(['crm_admin'], false)).toBe(true);
    expect(canWriteCrm(['free'], false)).toBe(true);
    expect(canWriteCrm(['project', 'support'], false)).toBe(false);
    expect(canWriteCrm(['project'], true)).toBe(true);
    expect(canWriteCrm(['project,crm'], false)).toBe(true);
  });
});

describe('detail URLs', () => {
  it('turn a row id into the global id and pass a global id through', async () => {
    const { organizationIdFromParam } = await import('../../web/src/features/organizations/ids');
    expect(organizationIdFromParam('7')).toBe(btoa('Organization:7'));
    expect(organizationIdFromParam('T3JnYW5pemF0aW9uOjc=')).toBe('T3JnYW5pemF0aW9uOjc=');
  });
});
