import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as PersonDetailPage } from '../../web/src/features/people/routes/PersonDetailRoute';
import PersonDetailRouteQuery from '../../web/src/features/people/routes/__generated__/PersonDetailRouteQuery.graphql';
import { Component as PersonListPage } from '../../web/src/features/people/routes/PersonListRoute';
import PersonListRouteQuery from '../../web/src/features/people/routes/__generated__/PersonListRouteQuery.graphql';
import { createMockEnvironment, operationName, queueMockResolvers, renderRoute, type RelayMockEnvironment } from './support/RelayTestWrapper';
import { openEditPane, openRecordDetail, typeInto, type Permission } from './support/recordDetail';

const PERSON_ID = 'UGVyc29uOjEy';
const DETAIL_ROUTE = { Component: PersonDetailPage, query: PersonDetailRouteQuery, path: '/person/detail/:id' };

function openDetail(permission: Permission, overrides: Record<string, unknown> = {}): RelayMockEnvironment {
  return openRecordDetail({
    ...DETAIL_ROUTE,
    url: '/person/detail/12',
    resolvers: {
      Person: () => ({
        id: PERSON_ID,
        rowId: 12,
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        jobTitle: 'Analyst',
        phone: '+1 555 0101',
        email: 'ada@acme.example',
        description: 'Engines',
        status: 'ACTIVE',
        permission,
        isLocked: false,
        isLead: true,
        isCustomer: false,
        createdAt: '2024-01-02T10:00:00Z',
        updatedAt: '2024-02-03T10:00:00Z',
        ...overrides,
      }),
      Organization: () => ({ rowId: 7, name: 'Acme Corporation' }),
      RecordSummary: () => ({ isFollowing: false }),
    },
  });
}

describe('the person detail page and its edit pane', () => {
  it('shows the name in the h1, the details and links the organization to its detail page', async () => {
    openDetail('WRITE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    const org = screen.getByRole('link', { name: 'Acme Corporation' });
    expect(org.getAttribute('href')).toBe('/organization/detail/7');
    expect(screen.getByText('Analyst')).toBeTruthy();
    expect(screen.getByText('Lead')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('sends the URL row id to person(id:) and goes to the not-found page for an unknown person', async () => {
    openRecordDetail({ ...DETAIL_ROUTE, url: '/person/detail/999', resolvers: { Query: () => ({ person: null }) } });
    expect((await screen.findByTestId('location')).textContent).toBe('/home/not-found?status=404');
  });

  it('keeps Save disabled while the form is pristine and enables it once something changes', async () => {
    openDetail('WRITE');
    const dialog = await openEditPane();
    expect((within(dialog).getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Lovelace');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    typeInto(within(dialog).getByLabelText('Job title'), 'Mathematician');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  });

  it('is read-only with permission READ: Save stays disabled', async () => {
    openDetail('READ');
    const dialog = await openEditPane();
    expect(within(dialog).getByText('You have read-only access to this record.')).toBeTruthy();
    const jobTitle = within(dialog).getByLabelText('Job title');
    expect(jobTitle.hasAttribute('readonly')).toBe(true);
    typeInto(jobTitle, 'Changed');
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a ValidationError message verbatim, marks the named field and keeps what the user typed', async () => {
    const environment = openDetail('LOCK');
    const dialog = await openEditPane();
    const lastName = within(dialog).getByLabelText(/^Last name/);
    typeInto(within(dialog).getByLabelText('Job title'), 'Countess');
    typeInto(lastName, 'King');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useUpdatePersonMutation'));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ id: PERSON_ID, lastName: 'King', jobTitle: 'Countess' });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          updatePerson: {
            __typename: 'ValidationError',
            message: 'Please complete all required fields',
            fields: [{ field: 'lastName', message: 'Please complete all required fields' }],
          },
        },
      });
    });

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please complete all required fields');
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect((lastName as HTMLInputElement).value).toBe('King');
    expect((within(dialog).getByLabelText('Job title') as HTMLInputElement).value).toBe('Countess');
    // The optimistic name was rolled back: the page still shows the stored record.
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Ada Lovelace');
  });

  it('refuses an empty last name with the spec message before calling the server', async () => {
    const environment = openDetail('WRITE');
    const dialog = await openEditPane();
    const lastName = within(dialog).getByLabelText(/^Last name/);
    typeInto(lastName, '');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Please complete all required fields').length).toBeGreaterThanOrEqual(1);
    expect(environment.mock.getAllOperations().map(operationName)).not.toContain('useUpdatePersonMutation');
  });

  it('asks "Exit without saving?" when closing a dirty pane', async () => {
    openDetail('WRITE');
    const dialog = await openEditPane();
    typeInto(within(dialog).getByLabelText('First name'), 'Augusta');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Exit without saving?')).toBeTruthy();
  });

  it('shows Unlock on a locked person', async () => {
    openDetail('LOCK', { isLocked: true });
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeTruthy();
  });
});

describe('the people list', () => {
  function renderList(canAdd: boolean) {
    const environment = createMockEnvironment();
    let n = 0;
    queueMockResolvers(environment, {
      Viewer: () => ({ canAdd }),
      Person: () => {
        n += 1;
        return { rowId: n, name: `Person ${n}`, organization: null };
      },
    });
    renderRoute({ environment, Component: PersonListPage, path: '/person', query: PersonListRouteQuery, variables: () => ({ first: 20 }) });
    return environment;
  }

  it('links each person to the detail page by name', async () => {
    renderList(true);
    const links = await screen.findAllByRole('link');
    expect(links[0]?.textContent).toMatch(/^Person \d+$/);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/person\/detail\/\d+$/);
  });

  it('disables the add button with the spec text without CRM write', async () => {
    renderList(false);
    const button = await screen.findByRole('button', { name: 'You cannot add new Person' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('creates a person with createPerson, appending the edge to the list', async () => {
    const environment = renderList(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Person' }));
    const dialog = await screen.findByRole('dialog');
    typeInto(within(dialog).getByLabelText(/^Last name/), 'Hopper');
    typeInto(within(dialog).getByLabelText('First name'), 'Grace');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useCreatePersonMutation'));
    const { variables } = environment.mock.getMostRecentOperation().request;
    expect(variables.input).toEqual({ firstName: 'Grace', lastName: 'Hopper', status: 'ACTIVE' });
    expect(variables.connections).toEqual(['client:root:__PersonList_people_connection']);
  });
});
