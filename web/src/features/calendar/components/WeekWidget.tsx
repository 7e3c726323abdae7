import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link } from 'react-router';
import { addDays, format } from 'date-fns';
import { Button, Card } from '../../../ui';
import { showError } from '../../../app/errors/messages';
import { weekStart } from '../layout';
import { colourStyle } from '../colours';
import { dayKey, itemsByDay, itemsOf } from '../items';
import { formatIn, timeIn, todayIn, useCalendarZone } from '../zone';
import styles from '../Calendar.module.css';
import type { WeekWidget_query$key } from './__generated__/WeekWidget_query.graphql';
import type { WeekWidgetToggleMutation } from './__generated__/WeekWidgetToggleMutation.graphql';

/**
 * The range the home page reads for the widget: a week back and two weeks ahead of today, so this week and next
 * week are inside it whatever day the user's week starts on and whichever zone the user counts days in (the
 * widget cuts the weeks out itself, in the user's zone).
 */
export function weekWidgetRange(today: Date = new Date()): { start: string; end: string } {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return { start: addDays(day, -7).toISOString(), end: addDays(day, 15).toISOString() };
}

/** The seven days of this week (offset 0) or next week (offset 1), from the user's first day of week. */
export function widgetDays(today: Date, firstDay: number, offset: 0 | 1): Date[] {
  const first = addDays(weekStart(today, firstDay), 7 * offset);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The home page's week widget: this week or next week of the viewer's calendar; it can be hidden and shown again. */
export function WeekWidget({ query }: { query: WeekWidget_query$key }) {
  /* eslint-disable relay/unused-fields -- the events and tasks travel as plain items (itemsOf) */
  const data = useFragment(
    graphql`
      fragment WeekWidget_query on Query @argumentDefinitions(weekRange: { type: "CalendarRangeInput!" }) {
        calendarSettings {
          firstDayOfWeek
          weekWidgetViewId
          weekWidgetVisible
        }
        weekCalendar: calendar(range: $weekRange, view: MONTH) {
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
              isRecurrence
              viewerCanAccept
              viewerIsInvited
              viewerCanEdit
            }
            tasks {
              id
              rowId
              taskId
              subject
              dueDate
            }
          }
        }
      }
    `,
    query,
  );
  /* eslint-enable relay/unused-fields */
  const [toggle, toggling] = useMutation<WeekWidgetToggleMutation>(graphql`
    mutation WeekWidgetToggleMutation($input: ToggleHomeViewInput!) {
      toggleHomeView(input: $input) {
        __typename
        ... on ToggleHomeViewSuccess {
          visible
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [offset, setOffset] = useState<0 | 1>(0);
  const zone = useCalendarZone();
  const settings = data.calendarSettings;
  const setVisible = () =>
    toggle({
      variables: { input: { viewId: settings.weekWidgetViewId } },
      updater: (store, response) => {
        const result = response?.toggleHomeView;
        if (result?.__typename !== 'ToggleHomeViewSuccess' || result.visible === undefined) return;
        store.getRoot().getLinkedRecord('calendarSettings')?.setValue(result.visible, 'weekWidgetVisible');
      },
      onCompleted: (r) => {
        if (r.toggleHomeView.__typename !== 'ToggleHomeViewSuccess')
          showError(r.toggleHomeView.message ?? 'The widget could not be changed.');
      },
      onError: (e) => showError(e.message),
    });

  if (!settings.weekWidgetVisible)
    return (
      <div className={styles.widgetHidden}>
        <Button variant="quiet" onPress={setVisible} isDisabled={toggling}>
          Show the week calendar
        </Button>
      </div>
    );

  const days = widgetDays(todayIn(zone), settings.firstDayOfWeek, offset);
  const items = itemsOf(
    (data.weekCalendar.entries ?? []).map((e) => ({ ...e, userType: e.userType === 'GROUP' ? 'group' : 'user' })),
    zone,
  );
  const byDay = itemsByDay(items, days);
  return (
    <Card title="Calendar">
      <div className={styles.toolbar} role="group" aria-label="Week">
        <Button
          variant="quiet"
          aria-pressed={offset === 0}
          className={offset === 0 ? styles.current : undefined}
          onPress={() => setOffset(0)}
        >
          This week
        </Button>
        <Button
          variant="quiet"
          aria-pressed={offset === 1}
          className={offset === 1 ? styles.current : undefined}
          onPress={() => setOffset(1)}
        >
          Next week
        </Button>
        <span className={styles.views}>
          <Button variant="quiet" onPress={setVisible} isDisabled={toggling}>
            Hide
          </Button>
        </span>
      </div>
      <ol className={styles.widget} data-testid="week-widget">
        {days.map((d) => {
          const list = byDay.get(dayKey(d)) ?? [];
          return (
            <li key={dayKey(d)} className={styles.widgetDay} data-day={dayKey(d)}>
              <Link to={`/calendar/day?date=${format(d, 'yyyy-MM-dd')}`} className={styles.widgetDate}>
                {formatIn(zone, { weekday: 'short', day: 'numeric', month: 'short' })(d)}
              </Link>
              {list.map((i) => (
                <span key={i.key} className={styles.item} style={colourStyle(i.className)} data-item={i.kind}>
                  {i.kind === 'task' ? `Task: ${i.subject}` : i.allDay ? i.subject : `${timeIn(i.start, zone)} ${i.subject}`}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
