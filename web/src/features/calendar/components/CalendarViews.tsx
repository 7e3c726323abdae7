import { Fragment, useState } from 'react';
import { addDays, isSameDay, isSameMonth } from 'date-fns';
import { HOUR_HEIGHT, HOURS, layoutDay, monthGrid, onDay, weekStart } from '../layout';
import { colourStyle } from '../colours';
import { dayKey, itemsByDay, type CalendarItem } from '../items';
import { formatIn, timeIn, todayIn, useCalendarZone } from '../zone';
import styles from '../Calendar.module.css';

export interface ViewProps {
  items: readonly CalendarItem[];
  date: Date;
  firstDay: number;
  onOpen: (item: CalendarItem) => void;
  onPickDay: (day: Date) => void;
}

// The views' days are dates of the user's zone (CalendarRoute), and their texts are written in it.
const WEEKDAY = { weekday: 'short' } as const;
const FULL_DATE = { dateStyle: 'full' } as const;
const MONTH_YEAR = { month: 'long', year: 'numeric' } as const;
const COLUMN_DATE = { weekday: 'short', day: 'numeric', month: 'short' } as const;

function ItemButton({ item, onOpen }: { item: CalendarItem; onOpen: (item: CalendarItem) => void }) {
  const zone = useCalendarZone();
  const label = item.kind === 'task' ? `Task: ${item.subject}` : item.allDay ? item.subject : `${timeIn(item.start, zone)} ${item.subject}`;
  return (
    <button
      type="button"
      className={`${styles.item} ${item.kind === 'task' ? styles.task : ''}`}
      style={colourStyle(item.className)}
      onClick={() => onOpen(item)}
      data-item={item.kind}
    >
      {label}
    </button>
  );
}

/** The month grid (whole weeks from the user's first day of week); `expandable` is the mobile variant with a day-detail row. */
export function MonthView({ items, date, firstDay, onOpen, onPickDay, expandable = false }: ViewProps & { expandable?: boolean }) {
  const days = monthGrid(date, firstDay);
  const byDay = itemsByDay(items, days);
  const [expanded, setExpanded] = useState<string | null>(null);
  const zone = useCalendarZone();
  const today = todayIn(zone);
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <div className={styles.month} role="grid" aria-label={formatIn(zone, MONTH_YEAR)(date)}>
      <div role="row" style={{ display: 'contents' }}>
        {weeks[0]!.map((d) => (
          <div key={d.getDay()} role="columnheader" className={styles.weekday}>
            {formatIn(zone, WEEKDAY)(d)}
          </div>
        ))}
      </div>
      {weeks.map((week) => {
        const open = week.find((d) => dayKey(d) === expanded);
        return (
          <Fragment key={dayKey(week[0]!)}>
            <div role="row" style={{ display: 'contents' }}>
              {week.map((d) => {
                const dayItems = byDay.get(dayKey(d)) ?? [];
                return (
                  <div
                    key={dayKey(d)}
                    role="gridcell"
                    data-day={dayKey(d)}
                    className={`${styles.cell} ${isSameMonth(d, date) ? '' : styles.outside} ${isSameDay(d, today) ? styles.today : ''}`}
                  >
                    <button
                      type="button"
                      className={styles.dayNumber}
                      aria-label={formatIn(zone, FULL_DATE)(d)}
                      onClick={() => (expandable ? setExpanded(expanded === dayKey(d) ? null : dayKey(d)) : onPickDay(d))}
                      aria-expanded={expandable ? expanded === dayKey(d) : undefined}
                    >
                      {d.getDate()}
                    </button>
                    {expandable
                      ? dayItems.length > 0 && <span className={styles.muted}>{dayItems.length} item(s)</span>
                      : dayItems.map((i) => <ItemButton key={i.key} item={i} onOpen={onOpen} />)}
                  </div>
                );
              })}
            </div>
            {expandable && open ? (
              <div role="row" style={{ display: 'contents' }}>
                <div role="gridcell" className={styles.detailRow} data-testid="day-detail">
                  <strong>{formatIn(zone, FULL_DATE)(open)}</strong>
                  {(byDay.get(dayKey(open)) ?? []).map((i) => (
                    <ItemButton key={i.key} item={i} onOpen={onOpen} />
                  ))}
                  {byDay.get(dayKey(open))?.length ? null : <p className={styles.muted}>Nothing on this day.</p>}
                </div>
              </div>
            ) : null}
          </Fragment>
        );
      })}
    </div>
  );
}

/** Week (7 days from the first day of week) or day: an all-day row, then 24 hour rows of 50 px with events placed by time. */
export function TimeGridView({ items, date, firstDay, onOpen, onPickDay, days: count }: ViewProps & { days: 1 | 7 }) {
  const zone = useCalendarZone();
  const first = count === 7 ? weekStart(date, firstDay) : date;
  const days = Array.from({ length: count }, (_, i) => addDays(first, i));
  const columns = `4rem repeat(${count}, minmax(0, 1fr))`;
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: columns }} data-testid={`time-grid-${count}`}>
      <div />
      {days.map((d) => (
        <button key={dayKey(d)} type="button" className={styles.colHead} onClick={() => onPickDay(d)}>
          {formatIn(zone, COLUMN_DATE)(d)}
        </button>
      ))}
      <div className={styles.gutter}>All day</div>
      {days.map((d) => (
        <div key={dayKey(d)} className={styles.allDayCell} data-all-day={dayKey(d)}>
          {items
            .filter((i) => i.allDay && onDay(i, d))
            .map((i) => (
              <ItemButton key={i.key} item={i} onOpen={onOpen} />
            ))}
        </div>
      ))}
      <div>
        {Array.from({ length: HOURS }, (_, h) => (
          <div key={h} className={`${styles.gutter} ${styles.hourLine}`} style={{ height: HOUR_HEIGHT }}>
            {String(h).padStart(2, '0')}:00
          </div>
        ))}
      </div>
      {days.map((d) => {
        const placed = layoutDay(
          items.filter((i) => !i.allDay && onDay(i, d)).map((i) => ({ ...i, id: i.key })),
          d,
        );
        return (
          <div key={dayKey(d)} className={styles.column} style={{ height: HOURS * HOUR_HEIGHT }} data-column={dayKey(d)}>
            {Array.from({ length: HOURS }, (_, h) => (
              <div key={h} className={styles.hourLine} style={{ height: HOUR_HEIGHT }} />
            ))}
            {placed.map((p) => (
              <button
                key={p.item.key}
                type="button"
                className={styles.placed}
                data-item={p.item.kind}
                data-top={Math.round(p.top)}
                style={{ ...colourStyle(p.item.className), top: p.top, height: p.height, left: `${p.left}%`, width: `${p.width}%` }}
                onClick={() => onOpen(p.item)}
              >
                {timeIn(p.item.start, zone)} {p.item.subject}
              </button>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** The range as a list by day. */
export function ListView({ items, onOpen }: Pick<ViewProps, 'items' | 'onOpen'>) {
  const zone = useCalendarZone();
  const byDay = new Map<string, CalendarItem[]>();
  for (const i of items) byDay.set(dayKey(i.start), [...(byDay.get(dayKey(i.start)) ?? []), i]);
  if (!items.length) return <p className={styles.muted}>Nothing in this month.</p>;
  return (
    <ul className={styles.list}>
      {[...byDay].map(([key, list]) => (
        <Fragment key={key}>
          <li className={styles.listDay}>{formatIn(zone, FULL_DATE)(list[0]!.start)}</li>
          {list.map((i) => (
            <li key={i.key}>
              <ItemButton item={i} onOpen={onOpen} />
            </li>
          ))}
        </Fragment>
      ))}
    </ul>
  );
}
