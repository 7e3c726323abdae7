import { createContext, useContext } from 'react';
import type { WorkingDay } from './dateEntry';

/** The viewer's preferences the date and time inputs read: how they type dates and times, their working hours and zone. */
export interface DateEntryPreferences {
  /** date-fns style pattern, e.g. "MM/dd/yyyy". */
  dateFormat: string;
  /** date-fns style pattern, e.g. "h:mm a". */
  timeFormat: string;
  workingHours: readonly WorkingDay[];
  /** IANA zone a date and time is typed and shown in (the user's preference); absent: the browser's. */
  timeZone?: string;
}

export const DEFAULT_DATE_ENTRY_PREFERENCES: DateEntryPreferences = {
  dateFormat: 'MM/dd/yyyy',
  timeFormat: 'h:mm a',
  workingHours: [],
};

/** Provided by the shell (PaneHost) from the viewer's preferences; the defaults outside it. */
export const DateEntryPreferencesContext = createContext<DateEntryPreferences>(DEFAULT_DATE_ENTRY_PREFERENCES);

export function useDateEntryPreferences(): DateEntryPreferences {
  return useContext(DateEntryPreferencesContext);
}
