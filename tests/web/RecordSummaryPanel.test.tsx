import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openRecordPage, organization, organizationResolvers } from './support/recordEngine';

const value = (field: string, label: string, kind: string, raw: unknown, text: string | null, extra = {}) => ({
  field,
  label,
  kind,
  format: null,
  value: raw,
  text,
  user: null,
  users: [],
  record: null,
  ...extra,
});

/** An organization whose type lists website, industry, phone, e-mail and owner: its key facts. */
const KEY_VALUES = [
  value('website', 'Website', 'URL', 'acme.example', 'acme.example'),
  value('industry', 'Industry', 'TEXT', 'Machinery', 'Machinery'),
  value('primaryPhone', 'Phone', 'PHONE', '+1 555 0100', '+1 555 0100'),
  value('primaryEmail', 'Email', 'EMAIL', 'info@acme.example', 'info@acme.example'),
  value('parentId', 'Parent Company', 'RECORD', 3, 'Acme Holdings', {
    record: { __typename: 'Organization', id: 'o3', name: 'Acme Holdings', url: '/organization/detail/3' },
  }),
  value('budget', 'Budget', 'MONEY', 1234.5, '1,234.50'),
  value('ownerId', 'Owner', 'USER', 2, 'Carl Reyes', { user: { id: 'u2', fullName: 'Carl Reyes' } }),
];

const termsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('term')
    .map((t) => t.textContent);
const valueOf = (panel: HTMLElement, term: string) => within(panel).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the summary panel', () => {
  it("shows the type's key facts from the server, after owner and status, each once, as the fields show them", async () => {
    const record = { ...organization('WRITE'), owner: { fullName: 'Carl Reyes' }, keyValues: KEY_VALUES };
    openRecordPage(
      '/organization/7/updates',
      organizationResolvers('WRITE', { Query: () => ({ record: { __typename: 'Organization', ...record } }), Organization: () => record }),
    );
    const panel = await screen.findByRole('complementary', { name: 'Summary' });
    expect(termsOf(panel)).toEqual([
      'Owner',
      'Status',
      'Phone',
      'Email',
      'Website',
      'Industry',
      'Parent Company',
      'Budget',
      'Locked',
      'Dropbox email',
    ]);
    expect(valueOf(panel, 'Owner').textContent).toBe('Carl Reyes');
    expect(within(valueOf(panel, 'Website')).getByRole('link').getAttribute('href')).toBe('https://acme.example');
    expect(within(valueOf(panel, 'Parent Company')).getByRole('link', { name: 'Acme Holdings' }).getAttribute('href')).toBe(
      '/organization/detail/3',
    );
    expect(valueOf(panel, 'Budget').textContent).toBe('1,234.50');
  });

  it('shows "--" for an empty key fact', async () => {
    const record = { ...organization('WRITE'), keyValues: [value('industry', 'Industry', 'TEXT', null, null)] };
    openRecordPage(
      '/organization/7/updates',
      organizationResolvers('WRITE', { Query: () => ({ record: { __typename: 'Organization', ...record } }), Organization: () => record }),
    );
    const panel = await screen.findByRole('complementary', { name: 'Summary' });
    expect(valueOf(panel, 'Industry').textContent).toBe('--');
  });
});
