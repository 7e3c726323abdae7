import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Component as LoginPage } from '../../web/src/features/auth/routes/LoginRoute';
import { LoginForm } from '../../web/src/features/auth/components/LoginForm';
import { createMockEnvironment, operationName, renderRoute, renderWithRelay } from './support/RelayTestWrapper';

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

describe('the login form', () => {
  it('shows the AuthenticationError message and keeps the user on the form', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<LoginForm onSignedIn={() => {}} />, environment, '/login');
    fill('crm@acme.example', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useLoginMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { username: 'crm@acme.example', password: 'wrong' } });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { login: { __typename: 'AuthenticationError', message: 'Invalid username or password' } },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('crm@acme.example');
  });

  it('shows the throttle message with its wait and holds the button until the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const environment = createMockEnvironment();
      renderWithRelay(<LoginForm onSignedIn={() => {}} />, environment, '/login');
      fill('crm@acme.example', 'wrong');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useLoginMutation'));
      const message = 'Too many failed sign-in attempts. Please wait 30 seconds before trying again.';
      act(() =>
        environment.mock.resolveMostRecentOperation({ data: { login: { __typename: 'TooManySignInAttemptsError', message, retryAfter: 30 } } }),
      );
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      const submit = screen.getByRole('button', { name: 'Sign in' });
      await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true));
      act(() => void vi.advanceTimersByTime(29_000));
      expect(submit.hasAttribute('disabled')).toBe(true);
      act(() => void vi.advanceTimersByTime(1_500));
      await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks empty fields instead of calling the server', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<LoginForm onSignedIn={() => {}} />, environment, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('fills the form from a demo login', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<LoginForm onSignedIn={() => {}} showDemoLogins />, environment, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'support@acme.example' }));
    await waitFor(() => expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('support@acme.example'));
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('demo1234');
  });

  it('goes to `next` after signing in', async () => {
    const environment = createMockEnvironment();
    renderRoute({ environment, Component: LoginPage, path: '/login', url: '/login?next=%2Forganization' });
    fill('crm@acme.example', 'demo1234');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(operationName(environment.mock.getMostRecentOperation())).toBe('useLoginMutation'));
    act(() =>
      environment.mock.resolveMostRecentOperation({ data: { login: { __typename: 'LoginSuccess', viewer: { id: 'viewer-1' } } } }),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/organization');
  });
});
