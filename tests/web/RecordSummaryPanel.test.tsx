import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils';
import AddSidePanelFieldQuery from '../../web/src/features/records/components/__generated__/AddSidePanelFieldQuery.graphql';
import { openRecordPage, organization, organizationResolvers } from './support/recordEngine';

const value = (field: string, label: string, kind: string, raw: unknown, text: string | null, extra = {}) => ({
  field,
  label,
  kind,
  format: null,
  value: raw,
  text,
  url: null,
  ...extra,
});

/** An organization whose type lists website, industry, phone, e-mail and owner: its key facts. */
const KEY_VALUES = [
  value('website', 'Website', 'URL', 'acme.example', 'acme.example'),
  value('industry', 'Industry', 'TEXT', 'Machinery', 'Machinery'),
  value('primaryPhone', 'Phone', 'PHONE', '+1 555 0100', '+1 555 0100'),
  value('primaryEmail', 'Email', 'EMAIL', 'info@acme.example', 'info@acme.example'),
  value('parentId', 'Parent Company', 'RECORD', 3, 'Acme Holdings', {
    url: '/organization/detail/3',
  }),
  value('budget', 'Budget', 'MONEY', 1234.5, '1,234.50'),
  value('ownerId', 'Owner', 'USER', 2, 'Carl Reyes'),
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

  it("asks the add-field dialog's fields only on intent, and afresh at each opening (the choice as saved then)", async () => {
    let offered = [
      { name: 'website', label: 'Website', isExtra: false, selected: true },
      { name: 'budget', label: 'Budget', isExtra: true, selected: false },
    ];
    const base = organizationResolvers('WRITE');
    const resolvers: MockResolvers = {
      ...base,
      RecordType: (context, generateId) =>
        context.args?.name === 'Organization'
          ? { name: 'Organization', sidePanelFields: offered }
          : (base.RecordType as NonNullable<MockResolvers['RecordType']>)(context, generateId),
    };
    const { environment, answered } = openRecordPage('/organization/7/updates', resolvers);
    const panel = await screen.findByRole('complementary', { name: 'Summary' });
    const asked = () => answered.filter((o) => o.request.node.params.name === 'AddSidePanelFieldQuery');
    // The page itself does not bring them.
    expect(answered.map((o) => o.request.node.params.name)).toEqual(['RecordDetailRouteQuery']);
    const addField = within(panel).getByRole('button', { name: 'Add field' });
    environment.mock.queuePendingOperation(AddSidePanelFieldQuery, { type: 'Organization' });
    act(() => addField.focus());
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]!.request.variables).toEqual({ type: 'Organization' });
    fireEvent.click(addField);
    let dialog = await screen.findByRole('dialog', { name: 'Add field' });
    expect((await within(dialog).findByRole('checkbox', { name: 'Website' })).matches(':checked')).toBe(true);
    expect(within(dialog).getByRole('checkbox', { name: 'Budget (extra field)' }).matches(':checked')).toBe(false);
    // The press after the focus did not ask again.
    expect(asked()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add field' })).toBeNull());

    // Meanwhile the choice changed (another tab saved it): the next opening asks again and shows it.
    offered = offered.map((f) => ({ ...f, selected: !f.selected }));
    environment.mock.queuePendingOperation(AddSidePanelFieldQuery, { type: 'Organization' });
    fireEvent.click(addField);
    await waitFor(() => expect(asked()).toHaveLength(2));
    dialog = await screen.findByRole('dialog', { name: 'Add field' });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Budget (extra field)' }).matches(':checked')).toBe(true));
    expect(within(dialog).getByRole('checkbox', { name: 'Website' }).matches(':checked')).toBe(false);
  });
});
