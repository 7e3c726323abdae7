import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DetailPanes } from '../../web/src/features/records/components/DetailPanes';

/** A window of `width` px: `(max-width: N px)` queries answer as a browser would. */
function windowOf(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity) >= width,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderPanes() {
  render(
    <DetailPanes
      header={<h1>Acme</h1>}
      left={<nav aria-label="Sections">sections</nav>}
      right={<aside aria-label="Summary">summary</aside>}
    >
      <section aria-label="Details">details</section>
    </DetailPanes>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DetailPanes (spec: side panes collapse at 1200 px or less; the detail is a dialog below 1160 px)', () => {
  it('shows both side panes beside the section above 1200 px', () => {
    windowOf(1201);
    renderPanes();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Summary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show sections' })).toBeNull();
  });

  it('collapses both at 1200 px; each toggles, the summary beside the section down to 1160 px', () => {
    windowOf(1200);
    renderPanes();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Summary' })).toBeNull();
    const sections = screen.getByRole('button', { name: 'Show sections' });
    expect(sections.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(sections);
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide sections' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show summary' }));
    expect(screen.getByRole('complementary', { name: 'Summary' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide summary' }));
    expect(screen.queryByRole('complementary', { name: 'Summary' })).toBeNull();
  });

  it('opens the summary in a dialog below 1160 px', () => {
    windowOf(1159);
    renderPanes();
    fireEvent.click(screen.getByRole('button', { name: 'Show summary' }));
    const dialog = screen.getByRole('dialog', { name: 'Record detail' });
    expect(within(dialog).getByRole('complementary', { name: 'Summary' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
