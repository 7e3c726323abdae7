import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateEntryInput } from '../../web/src/features/records/fields/DateEntryInput';
import { DateEntryPreferencesContext, type DateEntryPreferences } from '../../web/src/features/records/fields/dateEntryPreferences';
import type { KindInputProps } from '../../web/src/features/records/fields/FieldInput';

// Monday 23 November 2026, 11:00 in the browser's zone.
const NOW = new Date(2026, 10, 23, 11, 0);
const prefs: DateEntryPreferences = {
  dateFormat: 'dd.MM.yyyy',
  timeFormat: 'HH:mm',
  workingHours: [
    { day: 1, isWorking: true, start: '08:30', end: '17:30' },
    { day: 5, isWorking: true, start: '09:00', end: '13:00' },
  ],
};

function field(name: string, label: string, kind: 'DATE' | 'DATETIME'): KindInputProps['field'] {
  return { name, label, kind, required: false, maxLength: null, min: null, max: null, options: [], refType: null } as never;
}

/** One input with its value held like a form holds it; every change is recorded. */
function renderInput(f: KindInputProps['field'], initial: unknown, isReadOnly = false, preferences = prefs) {
  const changes: unknown[] = [];
  function Host() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <DateEntryPreferencesContext.Provider value={preferences}>
        <DateEntryInput
          field={f}
          value={value}
          isReadOnly={isReadOnly}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </DateEntryPreferencesContext.Provider>
    );
  }
  render(<Host />);
  return { input: screen.getByRole('textbox', { name: f.label }) as HTMLInputElement, changes };
}

const iso = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('DateEntryInput: a DATE field', () => {
  it("shows the value in the user's format", () => {
    expect(renderInput(field('closeDate', 'Close Date', 'DATE'), '2031-05-17').input.value).toBe('17.05.2031');
  });

  it('shows the current day as "Today"', () => {
    expect(renderInput(field('closeDate', 'Close Date', 'DATE'), '2026-11-23').input.value).toBe('Today');
  });

  it("parses what is typed in the user's format and sends yyyy-MM-dd", () => {
    const { input, changes } = renderInput(field('closeDate', 'Close Date', 'DATE'), null);
    fireEvent.change(input, { target: { value: '1.2.2031' } });
    expect(changes.at(-1)).toBe('2031-02-01');
    fireEvent.blur(input);
    expect(input.value).toBe('01.02.2031');
  });

  it('keeps unreadable text, marks it invalid and leaves the value alone', () => {
    const { input, changes } = renderInput(field('closeDate', 'Close Date', 'DATE'), '2031-05-17');
    fireEvent.change(input, { target: { value: '31.02.2031' } });
    fireEvent.blur(input);
    expect(changes).toEqual([]);
    expect(input.value).toBe('31.02.2031');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the date as dd.MM.yyyy')).toBeTruthy();
  });

  it('clears the value when the text is emptied', () => {
    const { input, changes } = renderInput(field('closeDate', 'Close Date', 'DATE'), '2031-05-17');
    fireEvent.change(input, { target: { value: '' } });
    expect(changes).toEqual([null]);
  });

  it('steps a day with the arrows and the arrow keys, across a month', () => {
    const { input, changes } = renderInput(field('closeDate', 'Close Date', 'DATE'), '2031-05-31');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(changes.at(-1)).toBe('2031-06-01');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(changes.at(-1)).toBe('2031-05-30');
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(input.value).toBe('29.05.2031');
  });

  it('has no arrows when read-only', () => {
    renderInput(field('closeDate', 'Close Date', 'DATE'), '2031-05-17', true);
    expect(screen.queryByRole('button', { name: 'Next day' })).toBeNull();
  });
});

describe('DateEntryInput: a DATETIME field', () => {
  it('shows "Today" and the time in the user\'s format', () => {
    expect(renderInput(field('startAt', 'Start', 'DATETIME'), iso(2026, 11, 23, 14, 30)).input.value).toBe('Today 14:30');
  });

  it('takes the working-hour start of that weekday for a start typed without a time', () => {
    const { input, changes } = renderInput(field('startAt', 'Start', 'DATETIME'), null);
    fireEvent.change(input, { target: { value: '27.11.2026' } }); // a Friday
    expect(changes.at(-1)).toBe(iso(2026, 11, 27, 9, 0));
  });

  it('takes the working-hour end of that weekday for an end typed without a time', () => {
    const { input, changes } = renderInput(field('endAt', 'End', 'DATETIME'), null);
    fireEvent.change(input, { target: { value: 'today' } }); // a Monday
    expect(changes.at(-1)).toBe(iso(2026, 11, 23, 17, 30));
    fireEvent.blur(input);
    expect(input.value).toBe('Today 17:30');
  });

  it('reads a typed time, and an ISO local date and time', () => {
    const { input, changes } = renderInput(field('startAt', 'Start', 'DATETIME'), null);
    fireEvent.change(input, { target: { value: '27.11.2026 7:45 pm' } });
    expect(changes.at(-1)).toBe(iso(2026, 11, 27, 19, 45));
    fireEvent.change(input, { target: { value: '2031-05-17T10:00' } });
    expect(changes.at(-1)).toBe(iso(2031, 5, 17, 10, 0));
  });

  it('steps 30 minutes with the time arrows and ↑/↓, a day with the date arrows and Page Up/Down', () => {
    const { input, changes } = renderInput(field('startAt', 'Start', 'DATETIME'), iso(2031, 5, 17, 10, 10));
    fireEvent.click(screen.getByRole('button', { name: '30 minutes later' }));
    expect(changes.at(-1)).toBe(iso(2031, 5, 17, 10, 30));
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(changes.at(-1)).toBe(iso(2031, 5, 17, 11, 0));
    fireEvent.click(screen.getByRole('button', { name: '30 minutes earlier' }));
    expect(changes.at(-1)).toBe(iso(2031, 5, 17, 10, 30));
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(changes.at(-1)).toBe(iso(2031, 5, 18, 10, 30));
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(input.value).toBe('17.05.2031 10:30');
  });

  it('starts the arrows from today at the start of the working day when empty', () => {
    const { changes } = renderInput(field('startAt', 'Start', 'DATETIME'), null);
    fireEvent.click(screen.getByRole('button', { name: '30 minutes later' }));
    expect(changes.at(-1)).toBe(iso(2026, 11, 23, 9, 0));
  });

  it("shows and reads the time in the user's time zone preference, not the browser's", () => {
    const tokyo = { ...prefs, timeZone: 'Asia/Tokyo' };
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Tokyo');
    const { input, changes } = renderInput(field('startAt', 'Start', 'DATETIME'), '2026-03-10T00:00:00.000Z', false, tokyo);
    expect(input.value).toBe('10.03.2026 09:00');
    fireEvent.change(input, { target: { value: '11.03.2026 08:30' } });
    expect(changes.at(-1)).toBe('2026-03-10T23:30:00.000Z');
  });
});
