// A user who never picked a time zone gets the browser's as their preference at sign-in (when it differs from the
// UTC they count in until then), once per tab; a chosen zone is never overwritten.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Component as AppShell } from '../../web/src/app/shell/AppShell';
import AppShellQuery from '../../web/src/app/shell/__generated__/AppShellQuery.graphql';
import { createMockEnvironment, pendingOperation, queueMockResolvers, renderRoute } from './support/RelayTestWrapper';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = browserZone === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';

function renderShell(preferences: { timeZone: string; timeZoneChosen: boolean }) {
  const environment = createMockEnvironment();
  queueMockResolvers(environment, {
    Viewer: () => ({ id: 'viewer-1', notificationBadge: 0, isFree: false, isAdministrator: false, roles: ['crm'], mainMenu: [] }),
    User: () => ({ fullName: 'Casey Rivera', jobTitle: 'Account manager', profileImage: null }),
    NotificationConnection: () => ({ edges: [] }),
    Preferences: () => ({ ...preferences, dateFormat: 'MM/dd/yyyy', timeFormat: 'h:mm a', modalSize: 'small' }),
  });
  renderRoute({ environment, Component: AppShell, path: '/', query: AppShellQuery });
  return environment;
}

const adoption = (environment: ReturnType<typeof createMockEnvironment>) => pendingOperation(environment, 'AdoptBrowserTimeZoneMutation');

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('adopting the browser time zone', () => {
  it('saves the browser zone for a user who never chose one and counts in another zone, once per tab', async () => {
    const environment = renderShell({ timeZone: otherZone, timeZoneChosen: false });
    await waitFor(() => expect(adoption(environment)).toBeDefined());
    expect(adoption(environment)!.request.variables.input).toEqual({ timeZone: browserZone });

    const again = renderShell({ timeZone: otherZone, timeZoneChosen: false });
    await screen.findAllByRole('banner');
    expect(adoption(again)).toBeUndefined();
  });

  it('leaves a chosen zone alone, and asks nothing when the zones already agree', async () => {
    const chosen = renderShell({ timeZone: otherZone, timeZoneChosen: true });
    const same = renderShell({ timeZone: browserZone, timeZoneChosen: false });
    await screen.findAllByRole('banner');
    expect(adoption(chosen)).toBeUndefined();
    expect(adoption(same)).toBeUndefined();
  });
});
