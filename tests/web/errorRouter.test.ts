import { describe, expect, it, vi } from 'vitest';
import { routeGraphQLErrors, safeNextPath } from '../../web/src/app/errors/errorRouter';
import { handleGraphQLErrors, setErrorNavigator } from '../../web/src/app/errors/handleErrors';
import { attachMessageSink, type AppMessage } from '../../web/src/app/errors/messages';

const at = { pathname: '/organization/detail/7', search: '?tab=people' };
const err = (code: string | undefined, message = 'Boom') => ({ message, extensions: code ? { code } : {} });

describe('the error router', () => {
  it('sends NOT_FOUND to the not-found page with status 404', () => {
    expect(routeGraphQLErrors([err('NOT_FOUND')], at)).toEqual({ kind: 'navigate', to: '/home/not-found?status=404' });
  });

  it('sends FORBIDDEN on a read to the not-found page with status 403', () => {
    expect(routeGraphQLErrors([err('FORBIDDEN')], at, 'query')).toEqual({ kind: 'navigate', to: '/home/not-found?status=403' });
  });

  it('keeps the user in place on a FORBIDDEN write and shows the message', () => {
    expect(routeGraphQLErrors([err('FORBIDDEN', "You don't have permission to edit this record")], at, 'mutation')).toEqual({
      kind: 'message',
      message: "You don't have permission to edit this record",
    });
  });

  it('sends UPGRADE_REQUIRED to the upgrade page', () => {
    expect(routeGraphQLErrors([err('UPGRADE_REQUIRED')], at)).toEqual({ kind: 'navigate', to: '/home/upgradepermission' });
  });

  it('sends UNAUTHENTICATED to the login page with the current page as next', () => {
    expect(routeGraphQLErrors([err('UNAUTHENTICATED')], at)).toEqual({
      kind: 'navigate',
      to: `/login?next=${encodeURIComponent('/organization/detail/7?tab=people')}`,
    });
  });

  it('does not nest login redirects', () => {
    const action = routeGraphQLErrors([err('UNAUTHENTICATED')], { pathname: '/login', search: '?next=%2Forganization' });
    expect(action).toEqual({ kind: 'navigate', to: `/login?next=${encodeURIComponent('/organization')}` });
  });

  it("shows anything else as the server's message, verbatim", () => {
    expect(routeGraphQLErrors([err('INTERNAL_SERVER_ERROR', 'Unexpected error.')], at)).toEqual({
      kind: 'message',
      message: 'Unexpected error.',
    });
    expect(routeGraphQLErrors([err(undefined, 'Maximum of 3 Windows are allowed')], at)).toEqual({
      kind: 'message',
      message: 'Maximum of 3 Windows are allowed',
    });
  });

  it('lets a routing code win over an earlier plain error', () => {
    expect(routeGraphQLErrors([err(undefined, 'first'), err('NOT_FOUND')], at)).toEqual({
      kind: 'navigate',
      to: '/home/not-found?status=404',
    });
  });

  it('accepts only same-site paths as the post-login destination', () => {
    expect(safeNextPath('/organization')).toBe('/organization');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
  });
});

describe('handleGraphQLErrors', () => {
  it('navigates through the registered navigator and posts messages to the message region', () => {
    const navigate = vi.fn();
    setErrorNavigator(navigate);
    const messages: AppMessage[] = [];
    const detach = attachMessageSink((m) => messages.push(m));

    handleGraphQLErrors([err('NOT_FOUND')], 'query');
    expect(navigate).toHaveBeenCalledWith('/home/not-found?status=404', { replace: true });

    handleGraphQLErrors([err('UPGRADE_REQUIRED')], 'mutation');
    expect(navigate).toHaveBeenLastCalledWith('/home/upgradepermission', { replace: true });

    handleGraphQLErrors([err('BAD_USER_INPUT', 'Query is too complex')], 'query');
    expect(messages).toEqual([{ title: 'Query is too complex', tone: 'error' }]);
    detach();
  });
});
