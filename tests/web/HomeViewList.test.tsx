import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HomeViewList } from '../../web/src/features/views/components/HomeViewList';
import { createMockEnvironment, queueMockResolvers, renderWithRelay } from './support/RelayTestWrapper';

const answer = (totalCount: number, totalCountExact: boolean) => ({
  RecordType: () => ({ pluralLabel: 'Organizations', urlSegment: 'organization' }),
  RecordConnection: () => ({
    view: { name: 'Software' },
    totalCount,
    totalCountExact,
    edges: [{ node: { id: 'Organization:1', name: 'Acme', url: '/organization/detail/1' } }],
  }),
});

describe('a home list of a saved view', () => {
  it('links to the whole view with its total, and an estimated total as "about N"', async () => {
    const exact = createMockEnvironment();
    queueMockResolvers(exact, answer(12, true));
    const first = renderWithRelay(<HomeViewList object="Organization" viewId={5} />, exact);
    expect((await screen.findByRole('link', { name: 'See all 12 in “Software”' })).getAttribute('href')).toContain('viewId=5');
    first.unmount();

    const estimated = createMockEnvironment();
    queueMockResolvers(estimated, answer(34_567, false));
    renderWithRelay(<HomeViewList object="Organization" viewId={5} />, estimated);
    expect(await screen.findByRole('link', { name: 'See all about 35,000 in “Software”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/organization/detail/1');
  });
});
