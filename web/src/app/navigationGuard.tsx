// The app's one navigation blocker. React Router allows a single `useBlocker` at a time ("A router only supports one
// blocker at a time"), yet several parts of a page may need to hold a navigation: the pane stack while a pane is on
// screen (spec: "Navigation is blocked while a modal overlay is visible"), the detail-info form while it has unsaved
// changes ("Leave without saving?"). Each registers a guard here; the provider (in RootLayout) asks them in turn.
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface NavigationGuardOptions {
  /** Guards of a higher priority are asked first (the pane stack's hold outranks a page's own prompt). Default 0. */
  priority?: number;
}

/** What a guard sees: whether it holds a navigation now, and how to let it go on or cancel it. */
export interface NavigationGuardState {
  state: 'unblocked' | 'blocked';
  /** Goes on with the held navigation. */
  proceed: () => void;
  /** Cancels the held navigation (the user stays). */
  reset: () => void;
}

interface Guard {
  when: { readonly current: BlockerFunction };
  priority: number;
  order: number;
}

interface Registry {
  register: (id: string, guard: Omit<Guard, 'order'>) => () => void;
  /** The guard holding the current navigation, if any. */
  blockedBy: string | null;
  proceed: () => void;
  reset: () => void;
}

const RegistryContext = createContext<Registry | null>(null);

let nextOrder = 0;
const noop = () => undefined;

/** Hosts the app's single `useBlocker`; every `useNavigationGuard` below it registers with it. */
export function NavigationGuardProvider({ children }: { children: ReactNode }) {
  const guards = useRef(new Map<string, Guard>());
  const blockedByRef = useRef<string | null>(null);
  const blocker = useBlocker((args) => {
    const ordered = [...guards.current.entries()].sort(([, a], [, b]) => b.priority - a.priority || a.order - b.order);
    const holder = ordered.find(([, guard]) => guard.when.current(args));
    blockedByRef.current = holder?.[0] ?? null;
    return holder !== undefined;
  });
  const isBlocked = blocker.state === 'blocked';
  const resetRef = useRef<() => void>(noop);
  useLayoutEffect(() => {
    resetRef.current = isBlocked ? () => blocker.reset?.() : noop;
  }, [blocker, isBlocked]);

  const register = useCallback((id: string, guard: Omit<Guard, 'order'>) => {
    guards.current.set(id, { ...guard, order: ++nextOrder });
    return () => {
      guards.current.delete(id);
      // A guard that goes away while holding a navigation (its page unmounted) lets nobody wait on it.
      if (blockedByRef.current === id) {
        blockedByRef.current = null;
        resetRef.current();
      }
    };
  }, []);

  const blockedBy = isBlocked ? blockedByRef.current : null;
  const registry = useMemo<Registry>(
    () => ({
      register,
      blockedBy,
      proceed: () => blocker.proceed?.(),
      reset: () => blocker.reset?.(),
    }),
    [register, blockedBy, blocker],
  );
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/**
 * Holds navigations for which `when` answers true (React Router's blocker function) through the app's one blocker.
 * Answers `blocked` while this guard holds one; the caller then asks the user, or resets at once to hold silently.
 */
export function useNavigationGuard(when: BlockerFunction, options: NavigationGuardOptions = {}): NavigationGuardState {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useNavigationGuard() needs the NavigationGuardProvider (RootLayout) around it.');
  const id = useId();
  const whenRef = useRef(when);
  useLayoutEffect(() => {
    whenRef.current = when;
  }, [when]);
  const { register, blockedBy, proceed, reset } = registry;
  const priority = options.priority ?? 0;
  useEffect(() => register(id, { when: whenRef, priority }), [register, id, priority]);
  const state = blockedBy === id ? 'blocked' : 'unblocked';
  return useMemo(() => (state === 'blocked' ? { state, proceed, reset } : { state, proceed: noop, reset: noop }), [state, proceed, reset]);
}
