import { useCallback, useState } from 'react';
import { fetchQuery, graphql, loadQuery, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData, useNavigate, useParams, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { addDays, addMonths, format, isSameMonth, parseISO, set, startOfDay } from 'date-fns';
import { Button, Page, PageHeader } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { environment } from '../../../app/relay/environment';
import { usePanes } from '../../records/panes/paneApi';
import { parseSelection, rangeOf, selectionParam, toggleSelection, type CalendarViewName } from '../layout';
import { itemsOf, type CalendarEventData, type CalendarItem } from '../items';
import { ListView, MonthView, TimeGridView } from '../components/CalendarViews';
import { CalendarSidebar, type Choice } from '../components/CalendarSidebar';
import { EventPopup } from '../components/EventPopup';
import { CalendarOptions } from '../components/CalendarOptions';
import { useCalendarLive } from '../subscriptions/useCalendarLive';
import { dayIn, formatIn, todayIn, useCalendarZone, utcText } from '../zone';
import styles from '../Calendar.module.css';
import type { CalendarRouteQuery, CalendarView } from './__generated__/CalendarRouteQuery.graphql';
import type { CalendarRoute_calendar$key } from './__generated__/CalendarRoute_calendar.graphql';

const VIEWS: readonly CalendarViewName[] = ['month', 'week', 'day', 'list', 'mobile'];
// Every view reads a padded range (rangeOf): the loader counts days in the browser's zone, the user's may differ.
const API_VIEW: Record<CalendarViewName, CalendarView> = { month: 'MONTH', week: 'MONTH', mobile: 'MONTH', day: 'MONTH', list: 'LIST' };
const SMALL_SCREEN = '(max-width: 640px)';

const calendarQuery = graphql`
  query CalendarRouteQuery($withShell: Boolean!, $range: CalendarRangeInput!, $view: CalendarView!, $users: [CalendarUserInput!]) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    calendarSettings {
      firstDayOfWeek
      ...CalendarOptions_settings
    }
    users {
      rowId
      fullName
    }
    groups {
      rowId
      name
    }
    calendar(range: $range, view: $view, users: $users) {
      ...CalendarRoute_calendar
    }
  }
`;

/** The day the loader reads around (browser zone: the user's is not known before the query answers). */
const loaderDateOf = (value: string | null) => {
  const parsed = value ? parseISO(value) : new Date();
  return startOfDay(Number.isNaN(parsed.getTime()) ? new Date() : parsed);
};
/** The day shown: the URL's date, else today, as a midnight of the user's zone. */
const dateIn = (value: string | null, zone: string) => dayIn(value, zone) ?? todayIn(zone);
const viewOf = (value: string | undefined): CalendarViewName =>
  VIEWS.includes(value as CalendarViewName) ? (value as CalendarViewName) : 'month';

/** Set by a change made here (an answer, a delete, a save): the next load reads the calendar from the network. */
let refreshNext = false;

export function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // /calendar opens the month view; on a small screen the mobile view.
  if (!params.view && typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN).matches)
    return redirect(`/calendar/mobile${url.search}`);
  const view = viewOf(params.view);
  const range = rangeOf(view, loaderDateOf(url.searchParams.get('date')));
  const selection = parseSelection(url.searchParams.get('users'));
  const variables = {
    range: { start: range.start.toISOString(), end: range.end.toISOString() },
    view: API_VIEW[view],
    users: selection.length
      ? selection.map((s) => ({ userId: s.userId, userType: s.userType === 'group' ? ('GROUP' as const) : ('USER' as const) }))
      : null,
  };
  if (refreshNext) {
    refreshNext = false;
    return loadQuery<CalendarRouteQuery>(environment, calendarQuery, { ...variables, withShell: false }, { fetchPolicy: 'network-only' });
  }
  return preloadRouteQueryWithShell<CalendarRouteQuery>('calendar', calendarQuery, variables);
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<CalendarRouteQuery>;
  const data = usePreloadedQuery<CalendarRouteQuery>(calendarQuery, queryRef);
  /* eslint-disable relay/unused-fields -- the fields travel as plain items (itemsOf) to the views and the event popup */
  const calendar = useFragment<CalendarRoute_calendar$key>(
    graphql`
      fragment CalendarRoute_calendar on Calendar {
        entries {
          userId
          userType
          className
          name
          events {
            id
            rowId
            eventId
            subject
            start
            end
            isAllDay
            location
            isRecurrence
            occurrenceNumber
            recurrenceRule
            timeZone
            attendees {
              role
              userId
              userType
              name
              response
            }
            viewerCanAccept
            viewerIsInvited
            viewerResponse
            viewerCanEdit
          }
          tasks {
            id
            rowId
            taskId
            subject
            dueDate
            status
          }
        }
      }
    `,
    data.calendar,
  );
  /* eslint-enable relay/unused-fields */
  const params = useParams();
  const view = viewOf(params.view);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const zone = useCalendarZone();
  const date = dateIn(search.get('date'), zone);
  const firstDay = data.calendarSettings.firstDayOfWeek;
  const entries = calendar.entries.map((e) => ({ ...e, userType: e.userType === 'GROUP' ? 'group' : 'user' }));
  const selected = entries.map((e) => ({ userId: e.userId, userType: e.userType as 'user' | 'group' }));
  const items = itemsOf(entries, zone);

  const [openEvent, setOpenEvent] = useState<CalendarEventData | null>(null);
  const { openPane } = usePanes();

  const go = (nextView: CalendarViewName, nextDate: Date, nextSelection = selected) => {
    const q = new URLSearchParams({ date: format(nextDate, 'yyyy-MM-dd') });
    if (nextSelection.length) q.set('users', selectionParam(nextSelection));
    void navigate(`/calendar/${nextView}?${q.toString()}`);
  };
  const step = (direction: 1 | -1) => {
    if (view === 'week') return go(view, addDays(date, 7 * direction));
    if (view === 'day') return go(view, addDays(date, direction));
    return go(view, addMonths(date, direction));
  };
  const toggle = (choice: Choice) => go(view, date, toggleSelection(selected, { userId: choice.userId, userType: choice.userType }));
  const open = (item: CalendarItem) => {
    if (item.kind === 'event') setOpenEvent(item.event);
    else openPane({ type: 'Task', id: item.task.taskId, onClose: () => refresh() });
  };
  const reload = () => {
    refreshNext = true;
    void revalidator.revalidate();
  };
  const refresh = () => {
    setOpenEvent(null);
    reload();
  };
  // An event or task changed elsewhere (another user, another tab) reaches the open calendar: the same range is
  // read again into the store (not through the loader, so it never races a reload of the page's own changes).
  const environment = useRelayEnvironment();
  const readAgain = useCallback(() => {
    fetchQuery<CalendarRouteQuery>(
      environment,
      calendarQuery,
      { ...queryRef.variables, withShell: false },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      error: () => undefined,
    });
  }, [environment, queryRef]);
  // Only changes that concern a user or group shown.
  useCalendarLive('Event', selected, readAgain);
  useCalendarLive('Task', selected, readAgain);
  const addEvent = () => {
    // 09:00 to 10:00 of the day shown, on the user's clock (sent in UTC: a TZDate's ISO text has its offset).
    const start = set(date, { hours: 9, minutes: 0, seconds: 0, milliseconds: 0 });
    const end = set(start, { hours: 10 });
    openPane({ type: 'Event', preset: { startDate: utcText(start), endDate: utcText(end) }, onClose: () => refresh() });
  };

  const title = formatIn(zone, view === 'day' ? { dateStyle: 'full' } : { month: 'long', year: 'numeric' })(date);
  const viewProps = { items, date, firstDay, onOpen: open, onPickDay: (d: Date) => go('day', d) };

  return (
    <Page>
      <PageHeader title="Calendar" />
      <div className={styles.layout}>
        <CalendarSidebar
          users={data.users.map((u) => ({ userId: u.rowId, userType: 'user', name: u.fullName }))}
          groups={data.groups.map((g) => ({ userId: g.rowId, userType: 'group', name: g.name }))}
          selected={selected}
          onToggle={toggle}
        />
        <section aria-label="Calendar">
          <div className={styles.toolbar}>
            <Button variant="secondary" onPress={() => step(-1)} aria-label="Previous">
              ‹
            </Button>
            <Button variant="secondary" onPress={() => go(view, todayIn(zone))}>
              Today
            </Button>
            <Button variant="secondary" onPress={() => step(1)} aria-label="Next">
              ›
            </Button>
            <h2 className={styles.title}>{title}</h2>
            <Button variant="primary" onPress={addEvent}>
              Add
            </Button>
            <CalendarOptions settings={data.calendarSettings} onItemsChanged={reload} />
            <div className={styles.views} role="group" aria-label="View">
              {(['month', 'week', 'day', 'list'] as const).map((v) => (
                <Button
                  key={v}
                  variant="quiet"
                  className={v === view ? styles.current : undefined}
                  aria-pressed={v === view}
                  onPress={() => go(v, date)}
                >
                  {v[0]!.toUpperCase() + v.slice(1)}
                </Button>
              ))}
            </div>
          </div>
          {view === 'month' ? <MonthView {...viewProps} /> : null}
          {view === 'mobile' ? <MonthView {...viewProps} expandable /> : null}
          {view === 'week' ? <TimeGridView {...viewProps} days={7} /> : null}
          {view === 'day' ? <TimeGridView {...viewProps} days={1} /> : null}
          {view === 'list' ? <ListView items={items.filter((i) => isSameMonth(i.start, date))} onOpen={open} /> : null}
        </section>
      </div>
      {openEvent ? (
        <EventPopup
          event={openEvent}
          onClose={() => setOpenEvent(null)}
          onChanged={refresh}
          onAnswered={reload}
          groups={data.groups}
          onEdit={(eventId = openEvent.eventId) => {
            openPane({ type: 'Event', id: eventId, onClose: () => refresh() });
            setOpenEvent(null);
          }}
        />
      ) : null}
    </Page>
  );
}
