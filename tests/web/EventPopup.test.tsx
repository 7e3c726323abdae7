// The event preview: attendees (users and groups) with their answers, the repeat rule in words, and one
// occurrence of a series edited alone (it becomes an event of its own, opened in the editor).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EventPopup } from '../../web/src/features/calendar/components/EventPopup';
import type { CalendarEventData } from '../../web/src/features/calendar/items';
import { DEFAULT_DATE_ENTRY_PREFERENCES, DateEntryPreferencesContext } from '../../web/src/features/records/fields/dateEntryPreferences';
import { createMockEnvironment, pendingOperation, renderWithRelay } from './support/RelayTestWrapper';

const occurrence: CalendarEventData = {
  id: 'ev-7-2',
  rowId: 7,
  eventId: 'RXZlbnQ6Nw==',
  subject: 'Standup',
  start: '2026-03-16T08:00:00.000Z',
  end: '2026-03-16T08:15:00.000Z',
  isAllDay: false,
  isRecurrence: true,
  occurrenceNumber: 2,
  recurrenceRule: 'FREQ=WEEKLY;COUNT=3',
  timeZone: 'Europe/Paris',
  viewerCanAccept: false,
  viewerIsInvited: false,
  viewerResponse: null,
  viewerCanEdit: true,
  attendees: [
    { role: 'ORGANIZER', userId: 1, userType: 'USER', name: 'Alice Adams', response: 'ACCEPTED' },
    { role: 'ATTENDEE', userId: 2, userType: 'USER', name: 'Carl Reyes', response: 'DECLINED' },
    { role: 'ATTENDEE', userId: 3, userType: 'GROUP', name: 'Sales Team', response: 'NONE' },
  ],
};

describe('event preview', () => {
  it('lists the attendees with their answers and the rule in words', async () => {
    renderWithRelay(
      <EventPopup event={occurrence} onClose={vi.fn()} onChanged={vi.fn()} onAnswered={vi.fn()} onEdit={vi.fn()} />,
      createMockEnvironment(),
    );
    const list = await screen.findByRole('list', { name: 'Attendees' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Alice Adams · organizer',
      'Carl Reyes · declined',
      'Sales Team (group) · no answer yet',
    ]);
    expect(screen.getByRole('dialog').textContent).toContain('Every week, 3 times');
  });

  it('"Edit this occurrence" makes it an event of its own and opens that event', async () => {
    const environment = createMockEnvironment();
    const onEdit = vi.fn();
    renderWithRelay(
      <EventPopup event={occurrence} onClose={vi.fn()} onChanged={vi.fn()} onAnswered={vi.fn()} onEdit={onEdit} />,
      environment,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit this occurrence' }));
    await waitFor(() => expect(pendingOperation(environment, 'EventPopupOccurrenceMutation')).toBeDefined());
    const op = pendingOperation(environment, 'EventPopupOccurrenceMutation')!;
    expect(op.request.variables.input).toEqual({ eventId: 7, occurrenceNumber: 2 });
    environment.mock.resolve(op, {
      data: { updateEventOccurrence: { __typename: 'UpdateEventOccurrenceSuccess', event: { id: 'ev-9-0', eventId: 'RXZlbnQ6OQ==' } } },
    });
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith('RXZlbnQ6OQ=='));
  });

  it('a single event has no "Edit this occurrence"', async () => {
    renderWithRelay(
      <EventPopup
        event={{ ...occurrence, isRecurrence: false, occurrenceNumber: null }}
        onClose={vi.fn()}
        onChanged={vi.fn()}
        onAnswered={vi.fn()}
        onEdit={vi.fn()}
      />,
      createMockEnvironment(),
    );
    await screen.findByRole('button', { name: 'Edit full event' });
    expect(screen.queryByRole('button', { name: 'Edit this occurrence' })).toBeNull();
  });

  describe("in the user's time zone (Tokyo), not the browser's", () => {
    const single = { ...occurrence, isRecurrence: false, occurrenceNumber: null, recurrenceRule: null, timeZone: null };
    const renderInTokyo = (environment = createMockEnvironment()) =>
      renderWithRelay(
        <DateEntryPreferencesContext.Provider value={{ ...DEFAULT_DATE_ENTRY_PREFERENCES, timeZone: 'Asia/Tokyo' }}>
          <EventPopup event={single} onClose={vi.fn()} onChanged={vi.fn()} onAnswered={vi.fn()} onEdit={vi.fn()} />
        </DateEntryPreferencesContext.Provider>,
        environment,
      );

    it('shows the times in that zone', async () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Tokyo');
      renderInTokyo();
      // 08:00–08:15 UTC is 17:00–17:15 in Tokyo.
      expect((await screen.findByRole('dialog')).textContent).toMatch(/05:00\sPM – 05:15\sPM/);
    });

    it('repeats a new series in that zone', async () => {
      const environment = createMockEnvironment();
      renderInTokyo(environment);
      fireEvent.click(await screen.findByRole('button', { name: 'Repeat and invitations' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Save repeat' }));
      await waitFor(() => expect(pendingOperation(environment, 'EventSeriesEditorRecurrenceMutation')).toBeDefined());
      const op = pendingOperation(environment, 'EventSeriesEditorRecurrenceMutation')!;
      expect(op.request.variables.input).toMatchObject({ eventId: 7, timeZone: 'Asia/Tokyo' });
    });
  });
});
