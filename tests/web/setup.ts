import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Panes, menus and panels are lazily loaded modules (as in the app): the first one a test opens is transformed
// on demand, which on a busy machine takes longer than the library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

// relay-test-utils' mock environment wraps its methods with `jest.fn`: vitest's `vi` has the same shape.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom lacks a few browser APIs that react-aria's overlays and focus handling touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
const globalCss = globalThis as unknown as { CSS?: { escape?: (value: string) => string } };
if (!globalCss.CSS) globalCss.CSS = {};
if (!globalCss.CSS.escape) globalCss.CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
