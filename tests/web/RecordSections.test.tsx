import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operationName, pendingOperation } from './support/RelayTestWrapper';
import { ORGANIZATION_ID, openRecordPage, organizationResolvers } from './support/recordEngine';
import { typeInto } from './support/recordDetail';

const opportunityRows = {
  RecordConnection: () => ({
    totalCount: 3,
    totalCountExact: true,
    pageInfo: { hasNextPage: true, endCursor: 'c2' },
    edges: [1, 2].map((n) => ({
      cursor: `c${n}`,
      node: {
        __typename: 'Organization',
        id: `opp-${n}`,
        name: `Deal ${n}`,
        url: `/opportunity/detail/${n}`,
        values: [
          { field: 'name', kind: 'TEXT', value: `Deal ${n}`, text: `Deal ${n}` },
          { field: 'amount', kind: 'MONEY', value: 1000 * n, text: `${n},000.00` },
        ],
      },
    })),
  }),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a section listing related records', () => {
  it('shows the total and the rows of the section type, pages with "Load more"', async () => {
    const { answered } = openRecordPage('/organization/7/opportunity', organizationResolvers('WRITE', opportunityRows));
    const section = await screen.findByRole('region', { name: /Opportunities/ });
    expect(within(section).getByRole('heading', { name: 'Opportunities (3)' })).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Opportunities' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Opportunity Name', 'Amount']);
    expect(within(table).getByRole('link', { name: 'Deal 1' }).getAttribute('href')).toBe('/opportunity/detail/1');
    // One request for the page: the detail query brought the section's type and first page (no query of its own).
    expect(answered.map(operationName)).toEqual(['RecordDetailRouteQuery']);
    expect(answered[0]?.request.variables).toMatchObject({ section: 'opportunity', id: '7', first: 20 });

    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(answered.some((op) => operationName(op) === 'RelatedRecordsSectionPaginationQuery')).toBe(true));
    const page = answered.find((op) => operationName(op) === 'RelatedRecordsSectionPaginationQuery');
    expect(page?.request.variables).toMatchObject({ after: 'c2', sectionKey: 'opportunity' });
  });

  it('says "about" beside a total the server estimated', async () => {
    const estimated = { RecordConnection: () => ({ ...opportunityRows.RecordConnection(), totalCount: 34_567, totalCountExact: false }) };
    openRecordPage('/organization/7/opportunity', organizationResolvers('WRITE', estimated));
    const section = await screen.findByRole('region', { name: /Opportunities/ });
    expect(within(section).getByRole('heading', { name: 'Opportunities (about 35,000)' })).toBeTruthy();
    expect(within(section).getByText(/Showing 2 of about 35,000 opportunities/)).toBeTruthy();
  });

  it('adds a record of the section type with this organization prefilled, into the section connection, and opens it', async () => {
    const { environment } = openRecordPage('/organization/7/opportunity', organizationResolvers('WRITE', opportunityRows));
    const section = await screen.findByRole('region', { name: /Opportunities/ });
    fireEvent.click(within(section).getByRole('button', { name: 'Add Opportunity' }));
    const pane = await screen.findByRole('dialog', { name: 'New Opportunity' });
    expect((within(pane).getByRole('combobox', { name: /Organization/ }) as HTMLInputElement).value).toBe('Acme Corporation');
    const save = within(pane).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    typeInto(within(pane).getByLabelText(/^Opportunity Name/), 'Big deal');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(pendingOperation(environment, 'useCreateRecordMutation')).toBeTruthy());
    const first = pendingOperation(environment, 'useCreateRecordMutation')!;
    // The server's blank values (the owner) go with what the section prefilled and the user typed, under one idempotency key.
    expect(first.request.variables.input).toEqual({
      type: 'Opportunity',
      values: { ownerId: 3, organizationId: 7, name: 'Big deal' },
      idempotencyKey: expect.stringMatching(/^web-[0-9a-f]{32}$/),
    });
    // A timed-out save is shown in the pane; retrying that submission sends the same key (the server answers the first result).
    act(() =>
      environment.mock.reject(
        first,
        new Error('The server did not answer in time. Your change may have been saved: reload to check before you try again.'),
      ),
    );
    expect(await within(pane).findByText(/Your change may have been saved/)).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(pendingOperation(environment, 'useCreateRecordMutation')).toBeTruthy());
    const operation = pendingOperation(environment, 'useCreateRecordMutation')!;
    expect(operation).not.toBe(first);
    expect(operation.request.variables.input.idempotencyKey).toBe(first.request.variables.input.idempotencyKey);
    expect(operation.request.variables.connections).toHaveLength(1);
    // The new row is read with the section rows' columns (its own type's list columns), so it renders like them.
    expect(operation.request.variables).toMatchObject({ listType: null, view: null, defaultView: null, listFields: null });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          createRecord: {
            __typename: 'CreateRecordSuccess',
            record: { __typename: 'Organization', id: 'opp-9', url: '/opportunity/detail/9' },
            recordEdge: {
              cursor: 'c9',
              node: {
                __typename: 'Organization',
                id: 'opp-9',
                name: 'Big deal',
                url: '/opportunity/detail/9',
                values: [
                  { field: 'name', kind: 'TEXT', value: 'Big deal', text: 'Big deal', url: null },
                  { field: 'amount', kind: 'MONEY', value: null, text: null, url: null },
                ],
              },
            },
          },
        },
      });
    });
    // An opportunity opens on its own page once saved (spec: edit pane).
    expect((await screen.findByTestId('location')).textContent).toBe('/opportunity/detail/9');
  });

  it('keeps the typed values and shows the message when the create is refused', async () => {
    const { environment } = openRecordPage('/organization/7/opportunity', organizationResolvers('WRITE', opportunityRows));
    const section = await screen.findByRole('region', { name: /Opportunities/ });
    fireEvent.click(within(section).getByRole('button', { name: 'Add Opportunity' }));
    const pane = await screen.findByRole('dialog', { name: 'New Opportunity' });
    typeInto(within(pane).getByLabelText(/^Opportunity Name/), 'Big deal');
    const save = within(pane).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(pendingOperation(environment, 'useCreateRecordMutation')).toBeTruthy());
    act(() => {
      environment.mock.resolve(pendingOperation(environment, 'useCreateRecordMutation')!, {
        data: { createRecord: { __typename: 'PermissionError', message: 'You cannot add new opportunities' } },
      });
    });
    expect(await within(pane).findByText('You cannot add new opportunities')).toBeTruthy();
    expect((within(pane).getByLabelText(/^Opportunity Name/) as HTMLInputElement).value).toBe('Big deal');
  });
});

describe('the summary panel', () => {
  it('opens a Task pane with this record as its parent', async () => {
    openRecordPage(
      '/organization/7/history',
      organizationResolvers('WRITE', {
        RecordType: (context) =>
          context.args?.name === 'Task'
            ? {
                name: 'Task',
                label: 'Task',
                listFields: ['name'],
                blankValues: {},
                fields: [
                  {
                    name: 'name',
                    label: 'Subject',
                    kind: 'TEXT',
                    required: true,
                    readOnly: false,
                    refType: null,
                    refTypeField: null,
                    extra: null,
                    options: [],
                    defaultValue: null,
                  },
                  {
                    name: 'parentObject',
                    label: 'Related To Type',
                    kind: 'TEXT',
                    required: false,
                    readOnly: false,
                    refType: null,
                    refTypeField: null,
                    extra: null,
                    options: [],
                    defaultValue: null,
                  },
                  {
                    name: 'parentId',
                    label: 'Related To',
                    kind: 'RECORD',
                    required: false,
                    readOnly: false,
                    refType: '*',
                    refTypeField: 'parentObject',
                    extra: null,
                    options: [],
                    defaultValue: null,
                  },
                ],
              }
            : {
                name: 'Organization',
                label: 'Organization',
                urlSegment: 'organization',
                sections: [{ key: 'history', label: 'History', kind: 'HISTORY', related: null, recordType: null }],
              },
        Query: () => ({
          record: {
            __typename: 'Organization',
            id: ORGANIZATION_ID,
            rowId: 7,
            name: 'Acme Corporation',
            objectName: 'Organization',
            permission: 'WRITE',
            type: { sections: [{ key: 'history', label: 'History', kind: 'HISTORY', related: null, viaField: null, recordType: null }] },
          },
          recordTypes: [
            { name: 'Organization', label: 'Organization', isRole: false },
            { name: 'Lead', label: 'Lead', isRole: true },
          ],
        }),
      }),
    );
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    fireEvent.click(within(summary).getByRole('button', { name: 'Task' }));
    const pane = await screen.findByRole('dialog', { name: 'New Task' });
    // the polymorphic parent: its type, then the record
    expect(within(pane).getByRole('group', { name: 'Related To' })).toBeTruthy();
    expect((within(pane).getByRole('combobox', { name: /^Related To/ }) as HTMLInputElement).value).toBe('Acme Corporation');
    expect(within(pane).queryByLabelText('Related To Type')).toBeNull();
  });

  it('copies the dropbox address and says "Dropbox link is copied"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const messages = await import('../../web/src/app/errors/messages');
    const shown = vi.spyOn(messages, 'showMessage');
    openRecordPage('/organization/7/history', organizationResolvers('WRITE'));
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('dropbox-organization-7@acme.example.com')).toBeTruthy();
    fireEvent.click(within(summary).getByRole('button', { name: 'Copy dropbox email' }));
    expect(writeText).toHaveBeenCalledWith('dropbox-organization-7@acme.example.com');
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Dropbox link is copied'));
  });

  it('opens the edit pane of this record from Edit', async () => {
    openRecordPage('/organization/7/history', organizationResolvers('WRITE'));
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    fireEvent.click(within(summary).getByRole('button', { name: 'Edit' }));
    const pane = await screen.findByRole('dialog', { name: 'Edit Organization' });
    expect((within(pane).getByLabelText(/^Organization Name/) as HTMLInputElement).value).toBe('Acme Corporation');
    expect(within(pane).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers only the actions the server lists (no Edit for a reader)', async () => {
    openRecordPage(
      '/organization/7/history',
      organizationResolvers('READ', { RecordSummary: () => ({ quickActions: ['Task', 'Follow'], dropboxEmail: '', isFollowing: false }) }),
    );
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    expect(within(summary).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(summary).getByRole('button', { name: 'Follow' })).toBeTruthy();
  });
});
