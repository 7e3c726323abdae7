import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { NavigationGuardProvider, useNavigationGuard } from '../../web/src/app/navigationGuard';

/** A stand-in for the pane stack: holds every navigation silently while "open". */
function PaneHold({ isOpen }: { isOpen: boolean }) {
  const guard = useNavigationGuard(() => isOpen, { priority: 1 });
  useEffect(() => {
    if (guard.state === 'blocked') guard.reset();
  }, [guard]);
  return null;
}

/** A stand-in for the detail-info form: asks before leaving while dirty. */
function DirtyForm({ isDirty }: { isDirty: boolean }) {
  const guard = useNavigationGuard(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  return guard.state === 'blocked' ? (
    <div role="alertdialog" aria-label="Leave without saving?">
      <button onClick={guard.proceed}>Leave</button>
      <button onClick={guard.reset}>Stay</button>
    </div>
  ) : null;
}

function Page() {
  const [paneOpen, setPaneOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="location">{pathname}</p>
      <button onClick={() => setPaneOpen((x) => !x)}>Toggle pane</button>
      <button onClick={() => setDirty(true)}>Type</button>
      <Link to="/b">Go</Link>
      <PaneHold isOpen={paneOpen} />
      {pathname === '/a' ? <DirtyForm isDirty={dirty} /> : null}
    </>
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <NavigationGuardProvider>
            <Page />
          </NavigationGuardProvider>
        ),
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.restoreAllMocks());

describe('navigationGuard: one app-level blocker shared by every guard', () => {
  it('lets a navigation through when no guard holds it', () => {
    renderPage();
    fireEvent.click(screen.getByText('Go'));
    expect(location()).toBe('/b');
  });

  it('asks the dirty form: Stay keeps the page, Leave goes on', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderPage();
    fireEvent.click(screen.getByText('Type'));
    fireEvent.click(screen.getByText('Go'));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(location()).toBe('/a');
    fireEvent.click(screen.getByText('Stay'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe('/a');
    fireEvent.click(screen.getByText('Go'));
    await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(screen.getByText('Leave'));
    expect(location()).toBe('/b');
    expect(prompt.isConnected).toBe(false);
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/one blocker/);
  });

  it('holds silently while a pane is open, ahead of the dirty form; the form asks again once it is closed', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderPage();
    fireEvent.click(screen.getByText('Type'));
    fireEvent.click(screen.getByText('Toggle pane'));
    fireEvent.click(screen.getByText('Go'));
    expect(location()).toBe('/a');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByText('Toggle pane'));
    fireEvent.click(screen.getByText('Go'));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/one blocker/);
  });

  it('needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNavigationGuard(() => false))).toThrow(/NavigationGuardProvider/);
  });
});
