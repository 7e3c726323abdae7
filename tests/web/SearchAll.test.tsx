import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Component as SearchAll } from '../../web/src/features/search/routes/SearchAllRoute';
import SearchAllRouteQuery from '../../web/src/features/search/routes/__generated__/SearchAllRouteQuery.graphql';
import { createMockEnvironment, queueMockResolvers, renderRoute } from './support/RelayTestWrapper';

const group = (name: string, pluralLabel: string, totalCount: number, totalCountExact: boolean) => ({
  type: { name, pluralLabel },
  totalCount,
  totalCountExact,
  hits: [
    {
      name: `${name} one`,
      url: `/${name.toLowerCase()}/detail/1`,
      parentName: null,
      customerType: null,
      supplierType: null,
      record: { id: `${name}:1` },
    },
  ],
});

describe('the search-all page', () => {
  it('shows each group with its total, and an estimated total as "about N"', async () => {
    const environment = createMockEnvironment();
    queueMockResolvers(environment, {
      SearchResult: () => ({
        keyword: 'er',
        groups: [group('Organization', 'Organizations', 34_028, false), group('Case', 'Cases', 12, true)],
      }),
    });
    renderRoute({
      environment,
      Component: SearchAll,
      path: '/search-all',
      url: '/search-all?keyword=er',
      query: SearchAllRouteQuery,
      variables: () => ({ keyword: 'er' }),
    });
    expect(await screen.findByText('Organizations (about 34,000)')).toBeTruthy();
    expect(screen.getByText('Cases (12)')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Organizations' }).textContent).toContain('Organization one');
  });
});
