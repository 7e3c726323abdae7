import { afterEach, describe, expect, it } from 'vitest';
import { attachMessageSink, showMessage, type AppMessage } from '../../web/src/app/errors/messages';
import { showToast, TOAST_LONG_TIMEOUT_MS, TOAST_TIMEOUT_MS } from '../../web/src/ui/Toast';

const messages: AppMessage[] = [];
attachMessageSink((m) => messages.push(m));
afterEach(() => {
  messages.length = 0;
});

describe('toast timings (spec: success 5 s by default; delete, undo and the others 30 s)', () => {
  it('keeps a success or info toast 5 s unless told otherwise', () => {
    expect([TOAST_TIMEOUT_MS, TOAST_LONG_TIMEOUT_MS]).toEqual([5_000, 30_000]);
    showToast({ message: 'Item is saved.' });
    showToast({ message: 'Heads up', tone: 'info' });
    showMessage('Saved.');
    showToast({ message: 'Deleted.', timeout: TOAST_LONG_TIMEOUT_MS });
    expect(messages.map((m) => [m.title, m.timeout])).toEqual([
      ['Item is saved.', 5_000],
      ['Heads up', 5_000],
      ['Saved.', 5_000],
      ['Deleted.', 30_000],
    ]);
  });

  it('keeps an error until it is dismissed', () => {
    showToast({ message: 'The row could not be saved.', tone: 'error' });
    expect(messages[0]).toEqual({ title: 'The row could not be saved.', tone: 'error' });
  });
});
