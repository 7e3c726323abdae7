import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatDate } from '../../web/src/features/records/fields/format';
import { openRecordPage, organizationResolvers } from './support/recordEngine';

const change = (
  field: string,
  label: string,
  kind: string | null,
  old: [string | null, string | null],
  now: [string | null, string | null],
  extra = {},
) => ({
  field,
  label,
  kind,
  format: null,
  oldValue: old[0],
  oldText: old[1],
  newValue: now[0],
  newText: now[1],
  oldUrl: null,
  newUrl: null,
  ...extra,
});

const history = {
  HistoryConnection: () => ({
    totalCount: 2,
    pageInfo: { hasNextPage: false, endCursor: 'c2' },
    edges: [
      {
        cursor: 'c1',
        node: {
          id: 'h1',
          action: 'update',
          changedAt: '2026-11-20T10:00:00Z',
          user: { fullName: 'Alice Adams' },
          objectName: 'Organization',
          objectLabel: 'Organization',
          objectId: 7,
          recordName: 'Acme Corporation',
          record: { __typename: 'Organization', name: 'Acme Corporation', url: '/organization/detail/7' },
          changes: [
            change('ownerId', 'Owner', 'USER', ['2', 'Alice Adams'], ['3', 'Carl Reyes']),
            change('status', 'Status', 'SELECT', ['1', 'Active'], ['0', 'Inactive']),
            change('leadId', 'Lead Id', 'NUMBER', [null, null], ['1000', '1000'], { format: 'ID' }),
            change('numberOfEmployees', 'Employees', 'NUMBER', ['1200', '1200'], ['1500', '1500']),
            change('legacyCode', 'legacyCode', null, ['A', 'A'], ['B', 'B']),
          ],
        },
      },
      {
        cursor: 'c2',
        node: {
          id: 'h2',
          action: 'add',
          changedAt: '2026-11-19T10:00:00Z',
          user: { fullName: 'Carl Reyes' },
          objectName: 'Invoice',
          objectLabel: 'Invoice',
          objectId: 3,
          recordName: 'INV-2001',
          record: { __typename: 'Organization', name: 'INV-2001', url: '/invoice/detail/3' },
          changes: [
            change('organizationId', 'Customer', 'RECORD', [null, null], ['7', 'Acme Corporation'], {
              newUrl: '/organization/detail/7',
            }),
            change('totalAmount', 'Total', 'MONEY', [null, null], ['95000', '95,000.00']),
            change('dueDate', 'Due Date', 'DATE', [null, null], ['2026-12-22', '2026-12-22']),
            change('isLocked', 'Locked', 'CHECKBOX', [null, null], ['true', 'Yes']),
          ],
        },
      },
    ],
  }),
};

const itemOf = (cell: HTMLElement, label: string) =>
  within(cell)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(`${label}:`))!;

describe('the History section', () => {
  it('says who changed which field of which record, with values shown as the fields show them', async () => {
    openRecordPage('/organization/7/history', organizationResolvers('WRITE', history));
    const table = await screen.findByRole('table', { name: 'History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Record', 'Changes']);
    const [own, invoice] = within(table).getAllByRole('row').slice(1);

    const ownCells = within(own!).getAllByRole('cell');
    expect(ownCells.slice(1, 4).map((c) => c.textContent)).toEqual(['Alice Adams', 'Updated', 'This record']);
    const ownChanges = ownCells[4]!;
    expect(itemOf(ownChanges, 'Owner').textContent).toBe('Owner: Alice Adams → Carl Reyes');
    expect(itemOf(ownChanges, 'Status').textContent).toBe('Status: Active → Inactive');
    // an identifier has no thousands separator; an ordinary number keeps it
    expect(itemOf(ownChanges, 'Lead Id').textContent).toBe('Lead Id: -- → 1000');
    expect(itemOf(ownChanges, 'Employees').textContent).toMatch(/^Employees: 1.200 → 1.500$/);
    expect(itemOf(ownChanges, 'legacyCode').textContent).toBe('legacyCode: A → B');

    const cells = within(invoice!).getAllByRole('cell');
    expect(cells[2]!.textContent).toBe('Created');
    expect(cells[3]!.textContent).toBe('Invoice INV-2001');
    expect(within(cells[3]!).getByRole('link', { name: 'INV-2001' }).getAttribute('href')).toBe('/invoice/detail/3');
    const changes = cells[4]!;
    // a creation lists what the record was created with, without an empty "before"
    expect(itemOf(changes, 'Customer').textContent).toBe('Customer: Acme Corporation');
    expect(within(changes).getByRole('link', { name: 'Acme Corporation' }).getAttribute('href')).toBe('/organization/detail/7');
    expect(itemOf(changes, 'Total').textContent).toBe('Total: 95,000.00');
    expect(itemOf(changes, 'Due Date').textContent).toBe(`Due Date: ${formatDate('2026-12-22')}`);
    expect(itemOf(changes, 'Locked').textContent).toBe('Locked: Yes');
  });

  it('names a record under this one that no longer exists by its name at the time, unlinked', async () => {
    const gone = {
      HistoryConnection: () => {
        const page = history.HistoryConnection();
        return { ...page, edges: [{ ...page.edges[1]!, node: { ...page.edges[1]!.node, action: 'delete', record: null, changes: [] } }] };
      },
    };
    openRecordPage('/organization/7/history', organizationResolvers('WRITE', gone));
    const table = await screen.findByRole('table', { name: 'History' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(2).map((c) => c.textContent)).toEqual(['Deleted', 'Invoice INV-2001', '--']);
    expect(within(cells[3]!).queryByRole('link')).toBeNull();
  });
});
