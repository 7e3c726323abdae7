import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Component as RedirectPage } from '../../web/src/features/records/routes/RecordDetailRedirectRoute';
import RecordDetailRedirectRouteQuery from '../../web/src/features/records/routes/__generated__/RecordDetailRedirectRouteQuery.graphql';
import { objectOf } from '../../web/src/features/records/routes/paths';
import { createMockEnvironment, pendingOperation, queueMockResolvers, renderRoute, type MockResolvers } from './support/RelayTestWrapper';
import { openRecordPage, organizationResolvers } from './support/recordEngine';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The organization page, whose type opens on `defaultSection` for the viewer. */
function resolvers(defaultSection: string): MockResolvers {
  const base = organizationResolvers('WRITE');
  const recordType = base.RecordType!;
  return {
    ...base,
    RecordType: (context, generateId) => {
      const type = recordType(context, generateId) as Record<string, unknown> | undefined;
      return type && type.name === 'Organization' ? { ...type, defaultSection, typeDefaultSection: 'updates' } : type;
    },
  };
}

describe('choosing the section a type opens on', () => {
  it('offers "Make default" beside the active tab, saves it for the type and then marks the tab as the default', async () => {
    const { environment } = openRecordPage('/organization/7/history', resolvers('updates'));
    const tabs = await screen.findByRole('navigation', { name: 'Sections' });
    const make = within(tabs).getByRole('button', { name: 'Make History the default section' });
    expect(make.textContent).toBe('Make default');
    // only the active tab has the action
    expect(within(tabs).getAllByRole('button')).toHaveLength(1);
    // a keyboard user reaches it with Tab and presses it with Enter (react-aria Button)
    act(() => make.focus());
    expect(document.activeElement).toBe(make);
    fireEvent.keyDown(make, { key: 'Enter' });
    fireEvent.keyUp(make, { key: 'Enter' });

    await waitFor(() => expect(pendingOperation(environment, 'useSetDefaultSectionMutation')).toBeTruthy());
    const operation = pendingOperation(environment, 'useSetDefaultSectionMutation')!;
    expect(operation.request.variables.input).toEqual({ type: 'organization', section: 'history' });
    act(() => {
      environment.mock.resolve(operation, { data: { setDefaultSection: { __typename: 'SetDefaultSectionSuccess', recordType: { defaultSection: 'history' } } } });
    });
    await waitFor(() => expect(within(tabs).queryByRole('button', { name: /default section/ })).toBeNull());
    expect(within(tabs).getByText('Default')).toBeTruthy();
  });

  it('says which tab is the default and offers nothing there', async () => {
    openRecordPage('/organization/7/updates', resolvers('updates'));
    const tabs = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(tabs).getByText('Default')).toBeTruthy();
    expect(within(tabs).queryByRole('button')).toBeNull();
    // the tab links keep their names
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Details', 'Updates', 'Opportunities', 'Tasks', 'History', 'Shares']);
  });
});

function openRedirect(url: string, type: { defaultSection: string; typeDefaultSection: string }) {
  const environment = createMockEnvironment();
  queueMockResolvers(environment, {
    RecordType: () => ({ urlSegment: 'organization', ...type, sections: [{ key: 'detail-info' }, { key: 'updates' }, { key: 'history' }] }),
  });
  renderRoute({
    environment,
    Component: RedirectPage,
    path: '/:object/detail/:id',
    url,
    query: RecordDetailRedirectRouteQuery,
    variables: ({ params }) => ({ object: objectOf(params.object), withShell: false }),
  });
}

const onPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList);

describe('/:object/detail/:id with a chosen section', () => {
  it('opens the section the user chose', async () => {
    openRedirect('/organization/detail/7', { defaultSection: 'history', typeDefaultSection: 'updates' });
    expect((await screen.findByTestId('location')).textContent).toBe('/organization/7/history');
  });

  it('on a phone opens detail-info unless the user chose a section', async () => {
    onPhone();
    openRedirect('/organization/detail/7', { defaultSection: 'updates', typeDefaultSection: 'updates' });
    expect((await screen.findByTestId('location')).textContent).toBe('/organization/7/detail-info');
  });

  it('on a phone still opens the section the user chose', async () => {
    onPhone();
    openRedirect('/organization/detail/7', { defaultSection: 'history', typeDefaultSection: 'updates' });
    expect((await screen.findByTestId('location')).textContent).toBe('/organization/7/history');
  });
});
