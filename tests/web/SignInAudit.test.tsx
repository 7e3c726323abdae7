import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as SignInAuditPage } from '../../web/src/features/setup/routes/SignInAuditRoute';
import SignInAuditRouteQuery from '../../web/src/features/setup/routes/__generated__/SignInAuditRouteQuery.graphql';
import { createMockEnvironment, pendingOperation, queueMockResolvers, renderRoute } from './support/RelayTestWrapper';

function renderAudit() {
  const environment = createMockEnvironment();
  queueMockResolvers(environment, {
    SignInAttemptConnection: () => ({
      totalCount: 3,
      pageInfo: { hasNextPage: true, endCursor: 'c2' },
      edges: [
        { cursor: 'c1', node: { rowId: 2, attemptedAt: '2026-03-02T10:00:00Z', username: 'crm@acme.example', userName: 'Carl Reyes', clientAddress: '203.0.113.7', userAgent: 'Chromium', outcome: 'THROTTLED' } },
        { cursor: 'c2', node: { rowId: 1, attemptedAt: '2026-03-02T09:59:00Z', username: 'crm@acme.example', userName: 'Carl Reyes', clientAddress: '203.0.113.7', userAgent: null, outcome: 'FAILURE' } },
      ],
    }),
  });
  renderRoute({ environment, Component: SignInAuditPage, path: '/setup/sign-ins', query: SignInAuditRouteQuery, variables: () => ({ first: 20 }) });
  return environment;
}

describe('the sign-in activity screen', () => {
  it('lists the attempts with their outcome, address and browser, and filters by outcome', async () => {
    const environment = renderAudit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in activity' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sign-in attempts' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Sign-in name', 'User', 'Outcome', 'Address', 'Browser']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['crm@acme.example', 'Carl Reyes', 'Throttled', '203.0.113.7', 'Chromium'],
      ['crm@acme.example', 'Carl Reyes', 'Refused', '203.0.113.7', '--'],
    ]);
    expect(screen.getByText('Showing 2 of 3 attempts')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /All attempts/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Throttled' }));
    await waitFor(() => expect(pendingOperation(environment, 'SignInAuditListPaginationQuery')?.request.variables.outcome).toBe('THROTTLED'));
  });
});
