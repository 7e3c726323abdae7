import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as RedirectPage } from '../../web/src/features/records/routes/RecordDetailRedirectRoute';
import RecordDetailRedirectRouteQuery from '../../web/src/features/records/routes/__generated__/RecordDetailRedirectRouteQuery.graphql';
import { objectOf } from '../../web/src/features/records/routes/paths';
import { MockPayloadGenerator, createMockEnvironment, pendingOperation, renderRoute } from './support/RelayTestWrapper';
import { ORGANIZATION_ID, openRecordPage, organizationResolvers } from './support/recordEngine';
import { typeInto } from './support/recordDetail';

/** Renders the redirect route at `url`; `asked` collects the variables of each query it sends. */
function openRedirect(url: string, type: { urlSegment: string; defaultSection: string }) {
  const environment = createMockEnvironment();
  const asked: Record<string, unknown>[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push(operation.request.variables);
    return MockPayloadGenerator.generate(operation, {
      RecordType: () => ({ ...type, sections: [{ key: 'detail-info' }, { key: type.defaultSection }] }),
    });
  });
  renderRoute({
    environment,
    Component: RedirectPage,
    path: '/:object/detail/:id',
    url,
    query: RecordDetailRedirectRouteQuery,
    variables: ({ params }) => ({ object: objectOf(params.object), withShell: false }),
  });
  return { environment, asked };
}

describe('/:object/detail/:id', () => {
  it('redirects to the default section of the type', async () => {
    openRedirect('/organization/detail/7', { urlSegment: 'organization', defaultSection: 'updates' });
    expect((await screen.findByTestId('location')).textContent).toBe('/organization/7/updates');
  });

  it('lands a task on its progress section', async () => {
    openRedirect('/task/detail/31', { urlSegment: 'task', defaultSection: 'progress' });
    expect((await screen.findByTestId('location')).textContent).toBe('/task/31/progress');
  });

  it('keeps a person link’s contactId and organizationId, and reads /contact/detail as a person', async () => {
    const { asked } = openRedirect('/contact/detail/12?contactId=12&organizationId=7', {
      urlSegment: 'person',
      defaultSection: 'updates',
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/person/12/updates?contactId=12&organizationId=7');
    expect(asked.map((v) => v.object)).toEqual(['person']);
  });
});

describe('the record detail page', () => {
  it('shows the name, the section tabs from metadata (current one marked) and the summary panel', async () => {
    openRecordPage('/organization/7/history', organizationResolvers('WRITE'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corporation' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Details', 'Updates', 'Opportunities', 'Tasks', 'History', 'Shares']);
    expect(within(tabs).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/organization/7/detail-info');
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('Customer')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+1 555 0100');
    for (const action of ['Task', 'Call', 'Email', 'Event', 'Edit', 'Follow'])
      expect(within(summary).getByRole('button', { name: action })).toBeTruthy();
  });

  it('goes to the not-found page for a section the type does not have', async () => {
    openRecordPage('/organization/7/no-such-section', organizationResolvers('WRITE'));
    expect((await screen.findByTestId('location')).textContent).toBe('/home/not-found?status=404');
  });

  it('shows every field in detail-info and has no Edit with permission READ', async () => {
    openRecordPage('/organization/7/detail-info', organizationResolvers('READ'));
    const section = await screen.findByRole('region', { name: 'Details' });
    expect(within(section).getByText('Machinery')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'acme.example' }).getAttribute('href')).toBe('https://acme.example');
    expect(within(section).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("asks the form's fields only when Edit is wanted (hover or focus), once, for the URL's type", async () => {
    const { answered } = openRecordPage('/organization/7/detail-info', organizationResolvers('WRITE'));
    const section = await screen.findByRole('region', { name: 'Details' });
    const names = () => answered.map((o) => o.request.node.params.name);
    expect(names()).toEqual(['RecordDetailRouteQuery']);
    const edit = within(section).getByRole('button', { name: 'Edit' });
    act(() => edit.focus());
    await waitFor(() => expect(names()).toEqual(['RecordDetailRouteQuery', 'DetailInfoSectionFormQuery']));
    expect(answered[1]!.request.variables).toEqual({ type: 'organization' });
    fireEvent.click(edit);
    await within(section).findByRole('form', { name: 'Edit organization' });
    // The press did not ask again (the form itself then asks its countries).
    expect(names().filter((n) => n === 'DetailInfoSectionFormQuery')).toHaveLength(1);
  });

  it('edits detail-info in place: Save only when dirty; a ValidationError marks the field and keeps the input', async () => {
    const { environment } = openRecordPage('/organization/7/detail-info', organizationResolvers('WRITE'));
    const section = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = await within(section).findByRole('form', { name: 'Edit organization' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    // server-written fields are not offered
    expect(within(form).queryByLabelText('Created')).toBeNull();
    const name = within(form).getByLabelText(/^Organization Name/);
    typeInto(name, 'Acme Holdings');
    typeInto(within(form).getByLabelText('Industry'), 'Robots');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(pendingOperation(environment, 'useUpdateRecordMutation')).toBeTruthy());
    const operation = pendingOperation(environment, 'useUpdateRecordMutation')!;
    expect(operation.request.variables.input).toEqual({
      id: ORGANIZATION_ID,
      values: { name: 'Acme Holdings', industry: 'Robots' },
      version: 3,
    });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          updateRecord: {
            __typename: 'ValidationError',
            message: 'Organization name already exists',
            fields: [{ field: 'name', message: 'Organization name already exists' }],
          },
        },
      });
    });
    expect((await within(section).findAllByText('Organization name already exists')).length).toBeGreaterThan(0);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect((name as HTMLInputElement).value).toBe('Acme Holdings');
    expect((within(form).getByLabelText('Industry') as HTMLInputElement).value).toBe('Robots');
  });

  it('a ConflictError keeps the input and offers Overwrite (the version it names) and Reload (the record as it is now)', async () => {
    const { environment } = openRecordPage('/organization/7/detail-info', organizationResolvers('WRITE'));
    const section = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = await within(section).findByRole('form', { name: 'Edit organization' });
    const industry = within(form).getByLabelText('Industry') as HTMLInputElement;
    typeInto(industry, 'Robots');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pendingOperation(environment, 'useUpdateRecordMutation')).toBeTruthy());
    const message =
      'This organization was changed by Ann Admin at 14:02 UTC on 23 Nov 2026. Reload it to see the change, or save again to overwrite it.';
    act(() => {
      environment.mock.resolve(pendingOperation(environment, 'useUpdateRecordMutation')!, {
        data: {
          updateRecord: {
            __typename: 'ConflictError',
            message,
            changedByName: 'Ann Admin',
            changedAt: '2026-11-23T14:02:00.000Z',
            currentVersion: 5,
          },
        },
      });
    });
    const notice = await within(section).findByRole('alert');
    expect(notice.textContent).toContain(message);
    expect(industry.value).toBe('Robots');

    fireEvent.click(within(notice).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(pendingOperation(environment, 'useUpdateRecordMutation')).toBeTruthy());
    expect(pendingOperation(environment, 'useUpdateRecordMutation')!.request.variables.input).toEqual({
      id: ORGANIZATION_ID,
      values: { industry: 'Robots' },
      version: 5,
    });
    act(() => {
      environment.mock.resolve(pendingOperation(environment, 'useUpdateRecordMutation')!, {
        data: {
          updateRecord: {
            __typename: 'ConflictError',
            message,
            changedByName: 'Ann Admin',
            changedAt: '2026-11-23T14:03:00.000Z',
            currentVersion: 6,
          },
        },
      });
    });
    const again = await within(section).findByRole('alert');
    fireEvent.click(within(again).getByRole('button', { name: 'Reload' }));
    // The record is read anew (the mock environment answers it) and the form shows it: the typed value is gone.
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
    expect(industry.value).toBe('Machinery');
  });

  it('refuses an emptied required field with the spec message before calling the server', async () => {
    const { environment } = openRecordPage('/organization/7/detail-info', organizationResolvers('WRITE'));
    const section = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = await within(section).findByRole('form', { name: 'Edit organization' });
    const name = within(form).getByLabelText(/^Organization Name/);
    typeInto(name, '');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getAllByText('Please complete all required fields').length).toBeGreaterThan(0);
    expect(pendingOperation(environment, 'useUpdateRecordMutation')).toBeUndefined();
  });

  it('asks "Leave without saving?" when a dirty detail-info form is left through a tab', async () => {
    openRecordPage('/organization/7/detail-info', organizationResolvers('WRITE'));
    const section = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = await within(section).findByRole('form', { name: 'Edit organization' });
    typeInto(within(form).getByLabelText('Industry'), 'Robots');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('link', { name: 'History' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(form).getByLabelText('Industry') as HTMLInputElement).value).toBe('Robots');
  });

  it('Cancel restores the stored values', async () => {
    openRecordPage('/organization/7/detail-info', organizationResolvers('WRITE'));
    const section = await screen.findByRole('region', { name: 'Details' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = await within(section).findByRole('form', { name: 'Edit organization' });
    typeInto(within(form).getByLabelText('Industry'), 'Robots');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(section).getByText('Machinery')).toBeTruthy());
    expect(within(section).queryByText('Robots')).toBeNull();
  });
});
