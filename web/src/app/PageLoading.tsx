/** The loading state of the app frame; deliberately free of the design system so the first bundle stays small. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 'var(--space-5)', color: 'var(--color-text-muted)' }}>
      Loading…
    </div>
  );
}
