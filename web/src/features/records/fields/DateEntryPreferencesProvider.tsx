import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { DateEntryPreferencesContext, type DateEntryPreferences } from './dateEntryPreferences';
import type { DateEntryPreferencesProvider_viewer$key } from './__generated__/DateEntryPreferencesProvider_viewer.graphql';

/** Gives every date and time input below it the viewer's date and time formats, working hours and time zone. */
export function DateEntryPreferencesProvider({
  viewer,
  children,
}: {
  viewer: DateEntryPreferencesProvider_viewer$key;
  children: ReactNode;
}) {
  const { preferences } = useFragment(
    graphql`
      fragment DateEntryPreferencesProvider_viewer on Viewer {
        preferences {
          dateFormat
          timeFormat
          timeZone
          workingHours {
            day
            isWorking
            start
            end
          }
        }
      }
    `,
    viewer,
  );
  const value = useMemo<DateEntryPreferences>(
    () => ({
      dateFormat: preferences.dateFormat,
      timeFormat: preferences.timeFormat,
      workingHours: preferences.workingHours.map(({ day, isWorking, start, end }) => ({ day, isWorking, start, end })),
      timeZone: preferences.timeZone || undefined,
    }),
    [preferences],
  );
  return <DateEntryPreferencesContext.Provider value={value}>{children}</DateEntryPreferencesContext.Provider>;
}
