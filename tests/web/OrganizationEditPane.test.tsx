import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as OrganizationDetailPage } from '../../web/src/features/organizations/routes/OrganizationDetailRoute';
import OrganizationDetailRouteQuery from '../../web/src/features/organizations/routes/__generated__/OrganizationDetailRouteQuery.graphql';
import { operationName, type RelayMockEnvironment } from './support/RelayTestWrapper';
import { openEditPane, openRecordDetail, typeInto, type Permission } from './support/recordDetail';

function openDetail(permission: Permission, overrides: Record<string, unknown> = {}): RelayMockEnvironment {
  return openRecordDetail({
    Component: OrganizationDetailPage,
    query: OrganizationDetailRouteQuery,
    path: '/organization/detail/:id',
    url: '/organization/detail/7',
    resolvers: {
      Organization: () => ({
        id: 'T3JnYW5pemF0aW9uOjc=',
        rowId: 7,
        name: 'Acme Corporation',
        website: 'https://acme.example',
        industry: 'Manufacturing',
        phone: '+1 555 0100',
        email: 'info@acme.example',
        description: 'Anvils',
        status: 'ACTIVE',
        permission,
        isLocked: false,
        createdAt: '2024-01-02T10:00:00Z',
        updatedAt: '2024-02-03T10:00:00Z',
        ...overrides,
      }),
      RecordSummary: () => ({ dropboxEmail: 'dropbox-organization-7@acme.example', isFollowing: false, quickActions: ['Edit', 'Follow'] }),
    },
  });
}

describe('the organization detail page and its edit pane', () => {
  it('shows the name in the h1 and opens the pane with a labelled Name field', async () => {
    openDetail('WRITE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corporation' })).toBeTruthy();
    const dialog = await openEditPane();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Acme Corporation');
  });

  it('keeps Save disabled while the form is pristine and enables it once something changes', async () => {
    openDetail('WRITE');
    const dialog = await openEditPane();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    typeInto(within(dialog).getByLabelText('Industry'), 'Aerospace');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  });

  it('is read-only with permission READ: Save stays disabled and the inputs are read-only', async () => {
    openDetail('READ');
    const dialog = await openEditPane();
    expect(within(dialog).getByText('You have read-only access to this record.')).toBeTruthy();
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name.hasAttribute('readonly')).toBe(true);
    typeInto(name, 'Changed');
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a ValidationError message verbatim, marks the named field and keeps what the user typed', async () => {
    const environment = openDetail('LOCK');
    const dialog = await openEditPane();
    const email = within(dialog).getByLabelText('Email');
    typeInto(within(dialog).getByLabelText('Website'), 'https://kept.example');
    typeInto(email, 'not-an-email');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useUpdateOrganizationMutation'));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ id: 'T3JnYW5pemF0aW9uOjc=', website: 'https://kept.example', email: 'not-an-email' });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          updateOrganization: {
            __typename: 'ValidationError',
            message: 'Invalid email address',
            fields: [{ field: 'email', message: 'Invalid email address' }],
          },
        },
      });
    });

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect((email as HTMLInputElement).value).toBe('not-an-email');
    expect((within(dialog).getByLabelText('Website') as HTMLInputElement).value).toBe('https://kept.example');
    expect(within(dialog).getAllByText('Invalid email address').length).toBeGreaterThanOrEqual(2);
    // The optimistic values were rolled back: the page still shows the stored record.
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Acme Corporation');
  });

  it('refuses an empty name with the spec message before calling the server', async () => {
    const environment = openDetail('WRITE');
    const dialog = await openEditPane();
    const name = within(dialog).getByLabelText(/^Name/);
    typeInto(name, '');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Please complete all required fields').length).toBeGreaterThanOrEqual(1);
    expect(environment.mock.getAllOperations().map(operationName)).not.toContain('useUpdateOrganizationMutation');
  });

  it('saves, closes the pane and shows the new name', async () => {
    const environment = openDetail('WRITE');
    const dialog = await openEditPane();
    typeInto(within(dialog).getByLabelText(/^Name/), 'Acme Renamed');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useUpdateOrganizationMutation'));
    // optimistic: the heading changes before the server answers
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Acme Renamed'));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          updateOrganization: {
            __typename: 'UpdateOrganizationSuccess',
            organization: {
              id: 'T3JnYW5pemF0aW9uOjc=',
              name: 'Acme Renamed',
              website: 'https://acme.example',
              industry: 'Manufacturing',
              phone: '+1 555 0100',
              email: 'info@acme.example',
              description: 'Anvils',
              status: 'ACTIVE',
              isLocked: false,
              permission: 'WRITE',
              updatedAt: '2024-03-01T00:00:00Z',
            },
          },
        },
      });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Acme Renamed');
  });

  it('asks "Exit without saving?" when closing a dirty pane', async () => {
    openDetail('WRITE');
    const dialog = await openEditPane();
    typeInto(within(dialog).getByLabelText('Industry'), 'Aerospace');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Exit without saving?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(screen.getByRole('dialog')).getByLabelText('Industry') as HTMLInputElement).value).toBe('Aerospace');
  });
});
