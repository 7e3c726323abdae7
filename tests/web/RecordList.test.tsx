import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { attachMessageSink, type AppMessage } from '../../web/src/app/errors/messages';
import { Component as RecordListPage } from '../../web/src/features/records/routes/RecordListRoute';
import RecordListRouteQuery from '../../web/src/features/records/routes/__generated__/RecordListRouteQuery.graphql';
import {
  MockPayloadGenerator,
  createMockEnvironment,
  operationName,
  pendingOperation,
  queueMockResolvers,
  renderRoute,
  type MockResolvers,
} from './support/RelayTestWrapper';

interface TypeFixture {
  object: string;
  name: string;
  label: string;
  pluralLabel: string;
  fields: { name: string; label: string; kind: string }[];
  listFields: string[];
  sortFields: string[];
  row: (n: number) => { name: string; values: Record<string, unknown>[] };
}

const organization: TypeFixture = {
  object: 'organization',
  name: 'Organization',
  label: 'Organization',
  pluralLabel: 'Organizations',
  fields: [
    { name: 'name', label: 'Organization Name', kind: 'TEXT' },
    { name: 'website', label: 'Website', kind: 'URL' },
    { name: 'primaryPhone', label: 'Phone', kind: 'PHONE' },
  ],
  listFields: ['name', 'website', 'primaryPhone'],
  sortFields: ['name'],
  row: (n) => ({
    name: `Org ${n}`,
    values: [
      { field: 'name', kind: 'TEXT', value: `Org ${n}`, text: `Org ${n}` },
      { field: 'website', kind: 'URL', value: 'acme.example', text: 'acme.example' },
      { field: 'primaryPhone', kind: 'PHONE', value: '+1 555 0100', text: '+1 555 0100' },
    ],
  }),
};

const opportunity: TypeFixture = {
  object: 'opportunity',
  name: 'Opportunity',
  label: 'Opportunity',
  pluralLabel: 'Opportunities',
  fields: [
    { name: 'name', label: 'Opportunity Name', kind: 'TEXT' },
    { name: 'amount', label: 'Amount', kind: 'MONEY' },
    { name: 'closeDate', label: 'Close Date', kind: 'DATE' },
    { name: 'probability', label: 'Probability', kind: 'PERCENT' },
  ],
  listFields: ['name', 'amount', 'probability'],
  sortFields: ['name', 'amount'],
  row: (n) => ({
    name: `Deal ${n}`,
    values: [
      { field: 'name', kind: 'TEXT', value: `Deal ${n}`, text: `Deal ${n}` },
      { field: 'amount', kind: 'MONEY', value: 1234.5, text: '1,234.50' },
      { field: 'probability', kind: 'PERCENT', value: 40, text: '40' },
    ],
  }),
};

interface ListOptions {
  canAdd?: boolean;
  resolvers?: MockResolvers;
  /** The list's URL search (`?columns=` …) and the explicit columns its query passes (`listFields`). */
  search?: string;
  listFields?: string[] | null;
}

/** The server's header for the type's default list columns (`RecordConnection.shownColumns`). */
const defaultColumns = (type: TypeFixture) =>
  type.listFields.map((field) => ({ field, label: type.fields.find((f) => f.name === field)!.label, width: null }));

function renderList(type: TypeFixture, { canAdd = true, resolvers = {}, search = '', listFields = null }: ListOptions = {}) {
  const environment = createMockEnvironment();
  let n = 0;
  queueMockResolvers(environment, {
    RecordType: () => ({
      name: type.name,
      label: type.label,
      pluralLabel: type.pluralLabel,
      listFields: type.listFields,
      sortFields: type.sortFields,
      fields: type.fields,
      canAdd,
      addDeniedMessage: `You cannot add new ${type.pluralLabel.toLowerCase()}`,
    }),
    RecordConnection: () => ({
      shownColumns: defaultColumns(type),
      totalCount: 5,
      pageInfo: { hasNextPage: true, endCursor: 'c2' },
      edges: [1, 2].map(() => {
        n += 1;
        return { cursor: `c${n}`, node: { __typename: 'Organization', id: `r${n}`, url: `/${type.object}/detail/${n}`, ...type.row(n) } };
      }),
    }),
    ...resolvers,
  });
  const rendered = renderRoute({
    environment,
    Component: RecordListPage,
    path: '/:object',
    url: `/${type.object}${search}`,
    query: RecordListRouteQuery,
    variables: () => ({
      object: type.object,
      withShell: false,
      listFields,
      first: 20,
      view: null,
      defaultView: true,
      criteria: null,
      orderBy: null,
    }),
  });
  return Object.assign(environment, { router: rendered.router });
}

describe('the record list of any type', () => {
  it('takes title, columns and cells from the organization metadata; the name links to Record.url', async () => {
    renderList(organization);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Organizations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    // a selection column (its checkbox selects all rows), the list fields, the row actions
    expect(headers).toEqual(['', 'Organization Name', 'Website', 'Phone', 'Actions']);
    expect(within(table).getByRole('checkbox', { name: 'Select all rows' })).toBeTruthy();
    const link = within(table).getAllByRole('link', { name: /^Org \d+$/ })[0];
    expect(link?.getAttribute('href')).toMatch(/^\/organization\/detail\/\d+$/);
    expect(within(table).getAllByRole('link', { name: '+1 555 0100' })[0]?.getAttribute('href')).toBe('tel:+1 555 0100');
    expect(within(table).getAllByRole('link', { name: 'acme.example' })[0]?.getAttribute('href')).toBe('https://acme.example');
    expect(screen.getByText(/Showing \d+ of 5 organizations/)).toBeTruthy();
  });

  it("offers each row's preview: the preview pane asks for that record of the list's type", async () => {
    const environment = renderList(organization);
    const table = await screen.findByRole('table', { name: 'Organizations' });
    fireEvent.click(within(table).getByRole('button', { name: 'Preview Org 1' }));
    await waitFor(() => expect(pendingOperation(environment, 'RecordPreviewPaneQuery')).toBeTruthy(), { timeout: 10_000 });
    expect(pendingOperation(environment, 'RecordPreviewPaneQuery')!.request.variables).toEqual({ type: 'Organization', id: 'r1' });
  });

  it('renders another type from its own metadata (opportunities: money and percent columns)', async () => {
    renderList(opportunity);
    const table = await screen.findByRole('table', { name: 'Opportunities' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(['', 'Opportunity Name', 'Amount', 'Probability', 'Actions']);
    expect(within(table).getAllByText('1,234.50').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('40%').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add Opportunity' })).toBeTruthy();
  });

  it('shows the rows as cards, each value named by its column', async () => {
    renderList(opportunity);
    await screen.findByRole('table', { name: 'Opportunities' });
    fireEvent.click(screen.getByRole('button', { name: 'Show as cards' }));
    const cards = await screen.findByRole('list', { name: 'Opportunities' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Deal 1' }).getAttribute('href')).toBe('/opportunity/detail/1');
    const terms = [...first.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Amount', 'Probability']);
    expect(within(first).getByText('1,234.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show as table' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('disables Add with the server text "You cannot add new …" when the viewer may not add', async () => {
    renderList(opportunity, { canAdd: false });
    const button = await screen.findByRole('button', { name: 'You cannot add new opportunities' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add Opportunity' })).toBeNull();
  });

  it('sorts by a sortable column header and marks it aria-sort', async () => {
    const environment = renderList(opportunity);
    const table = await screen.findByRole('table', { name: 'Opportunities' });
    expect(within(table).queryByRole('button', { name: /Probability/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(pendingOperation(environment, 'RecordListPaginationQuery')).toBeTruthy());
    const operation = pendingOperation(environment, 'RecordListPaginationQuery')!;
    expect(operation.request.variables.orderBy).toEqual({ field: 'amount', direction: 'ASC' });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation)));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending'));
  });

  it('searches after 2 characters, not after 1', async () => {
    const environment = renderList(organization);
    const search = await screen.findByRole('textbox', { name: 'Search organizations' });
    fireEvent.change(search, { target: { value: 'a' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(environment.mock.getAllOperations().map(operationName)).not.toContain('RecordListPaginationQuery');
    fireEvent.change(search, { target: { value: 'ac' } });
    await waitFor(() => expect(pendingOperation(environment, 'RecordListPaginationQuery')?.request.variables.search).toBe('ac'), {
      timeout: 2000,
    });
  });

  it('pages with "Load more"', async () => {
    const environment = renderList(organization);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pendingOperation(environment, 'RecordListPaginationQuery')?.request.variables.after).toBe('c2'));
  });

  it('goes to the not-found page for an unknown object', async () => {
    renderList(organization, { resolvers: { Query: () => ({ recordType: null }) } });
    expect((await screen.findByTestId('location')).textContent).toBe('/home/not-found?status=404');
  });

  it('deletes with a 30 s Undo toast; the undo toast is 30 s and links to a restored record only when it may be opened', async () => {
    const messages: AppMessage[] = [];
    const detach = attachMessageSink((m) => messages.push(m));
    try {
      const environment = renderList(organization);
      const table = await screen.findByRole('table', { name: 'Organizations' });
      const deleteAndUndo = async (row: string, restored: { canOpen: boolean }) => {
        messages.length = 0;
        fireEvent.click(within(table).getByRole('button', { name: `Delete ${row}` }));
        const confirm = await screen.findByRole('alertdialog');
        fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(pendingOperation(environment, 'useListActionsDeleteMutation')).toBeTruthy());
        act(() =>
          environment.mock.resolve(pendingOperation(environment, 'useListActionsDeleteMutation')!, {
            data: { deleteRecords: { __typename: 'DeleteRecordsSuccess', deletedIds: [], undoCount: 1, message: 'Deleted.' } },
          }),
        );
        await waitFor(() => expect(messages).toHaveLength(1));
        const deleted = messages[0]!;
        expect([deleted.title, deleted.timeout, deleted.action?.label]).toEqual(['Deleted.', 30_000, 'Undo']);
        act(() => deleted.action!.onAction());
        await waitFor(() => expect(pendingOperation(environment, 'useListActionsUndoMutation')).toBeTruthy());
        expect(pendingOperation(environment, 'useListActionsUndoMutation')!.request.variables).toEqual({ count: 1 });
        act(() =>
          environment.mock.resolve(pendingOperation(environment, 'useListActionsUndoMutation')!, {
            data: {
              undoDeletes: {
                __typename: 'UndoDeletesSuccess',
                restored: [{ id: 'r9', name: row, canOpen: restored.canOpen, url: '/organization/detail/9' }],
              },
            },
          }),
        );
        await waitFor(() => expect(messages).toHaveLength(2));
        return messages[1]!;
      };
      const openable = await deleteAndUndo('Org 1', { canOpen: true });
      expect(openable).toMatchObject({
        title: 'Org 1 is restored.',
        timeout: 30_000,
        link: { label: 'Open', href: '/organization/detail/9' },
      });
      const notOpenable = await deleteAndUndo('Org 2', { canOpen: false });
      expect(notOpenable.title).toBe('Org 2 is restored.');
      expect(notOpenable.timeout).toBe(30_000);
      expect(notOpenable.link).toBeUndefined();
    } finally {
      detach();
    }
  });

  describe('the header is the columns the server chose for the rows (shownColumns)', () => {
    const view = { id: 'v1', name: 'Mine', columns: [] };
    const viewed = (shownColumns: { field: string; label: string; width: number | null }[]) => ({
      RecordConnection: () => ({
        view,
        columns: [],
        shownColumns,
        totalCount: 1,
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
        edges: [
          {
            cursor: 'c1',
            node: {
              __typename: 'Organization',
              id: 'r1',
              url: '/organization/detail/1',
              name: 'Org 1',
              values: shownColumns.map((c) => organization.row(1).values.find((v) => v.field === c.field)),
            },
          },
        ],
      }),
    });
    const headers = (table: HTMLElement) =>
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim());

    it("a view's columns: the server's order, labels and widths, each resizable", async () => {
      renderList(organization, {
        resolvers: viewed([
          { field: 'website', label: 'Web', width: 180 },
          { field: 'name', label: 'Title', width: 250 },
        ]),
      });
      const table = await screen.findByRole('table', { name: 'Organizations' });
      expect(headers(table)).toEqual(['', 'Web', 'Title', 'Actions']);
      expect(within(table).getByRole('separator', { name: 'Resize Web' }).getAttribute('aria-valuenow')).toBe('180');
      expect(within(table).getByRole('separator', { name: 'Resize Title' }).getAttribute('aria-valuenow')).toBe('250');
    });

    it('the type’s default columns (no width): fixed headers', async () => {
      renderList(organization, { resolvers: viewed(defaultColumns(organization)) });
      const table = await screen.findByRole('table', { name: 'Organizations' });
      expect(headers(table)).toEqual(['', 'Organization Name', 'Website', 'Phone', 'Actions']);
      expect(within(table).queryAllByRole('separator')).toEqual([]);
    });

    it("the URL's unsaved columns: their widths; a resize goes back to the URL", async () => {
      const environment = renderList(organization, {
        search: '?columns=primaryPhone:222,-website:140,name:333',
        listFields: ['primaryPhone', 'name'],
        resolvers: viewed([
          { field: 'primaryPhone', label: 'Phone', width: null },
          { field: 'name', label: 'Organization Name', width: null },
        ]),
      });
      const table = await screen.findByRole('table', { name: 'Organizations' });
      expect(headers(table)).toEqual(['', 'Phone', 'Organization Name', 'Actions']);
      const phone = within(table).getByRole('separator', { name: 'Resize Phone' });
      expect(phone.getAttribute('aria-valuenow')).toBe('222');
      expect(within(table).getByRole('separator', { name: 'Resize Organization Name' }).getAttribute('aria-valuenow')).toBe('333');
      fireEvent.keyDown(phone, { key: 'ArrowRight' });
      await waitFor(() =>
        expect(new URLSearchParams(environment.router.state.location.search).get('columns')).toBe('primaryPhone:232,-website:140,name:333'),
      );
    });
  });
});
