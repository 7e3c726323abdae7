/**
 * `npm run bench:calendar`: renders the calendar's month view with 1,000 events (and the week view of its
 * busiest week) to HTML with React, and reports the time per render (median of several runs, after a warm-up).
 * A benchmark, not a test: it never fails on speed. The CSS modules are stubbed (css-modules-stub.mjs), so
 * the figure is React rendering plus the calendar's own layout work (day filters, overlap layout), no paint.
 * Env: CALENDAR_EVENTS (default 1000), CALENDAR_RUNS (default 10).
 */
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';

register('./css-modules-stub.mjs', import.meta.url);

const EVENTS = Number(process.env.CALENDAR_EVENTS) || 1000;
const RUNS = Number(process.env.CALENDAR_RUNS) || 10;

async function main() {
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { MonthView, TimeGridView } = await import('../../web/src/features/calendar/components/CalendarViews');
  const { itemsOf } = await import('../../web/src/features/calendar/items');
  const { layoutDay } = await import('../../web/src/features/calendar/layout');

  const month = new Date(2026, 2, 1);
  // 10 users, events spread over the month's working hours: many overlap, as on a busy team calendar.
  const entries = Array.from({ length: 10 }, (_, u) => ({
    userId: u + 1,
    userType: 'user',
    className: u + 1,
    name: `User ${u + 1}`,
    tasks: [],
    events: Array.from({ length: EVENTS / 10 }, (_, i) => {
      const start = new Date(2026, 2, 1 + ((i * 7 + u) % 31), 8 + ((i + u) % 9), (i % 4) * 15);
      return {
        id: `e${u}-${i}`,
        rowId: u * 1000 + i,
        eventId: `Event:${u * 1000 + i}`,
        subject: `Meeting ${i} of user ${u + 1}`,
        start: start.toISOString(),
        end: new Date(start.getTime() + (30 + (i % 4) * 30) * 60_000).toISOString(),
        isAllDay: i % 25 === 0,
        isRecurrence: false,
        viewerCanAccept: false,
        viewerIsInvited: false,
        viewerCanEdit: true,
      };
    }),
  }));
  const noop = () => undefined;
  const time = (label: string, fn: () => unknown) => {
    fn(); // warm-up
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      fn();
      runs.push(performance.now() - t);
    }
    runs.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(44)} median ${runs[Math.floor(runs.length / 2)]!.toFixed(1)} ms   min ${runs[0]!.toFixed(1)} ms   max ${runs.at(-1)!.toFixed(1)} ms`,
    );
  };

  const items = itemsOf(entries);
  console.log(`calendar: ${items.length} events, ${RUNS} runs each`);
  time('items from the GraphQL entries', () => itemsOf(entries));
  time('month view render (1,000 events)', () =>
    renderToString(createElement(MonthView, { items, date: month, firstDay: 1, onOpen: noop, onPickDay: noop })),
  );
  time('week view render (busiest week)', () =>
    renderToString(createElement(TimeGridView, { items, date: new Date(2026, 2, 9), firstDay: 1, onOpen: noop, onPickDay: noop, days: 7 })),
  );
  const busiest = items.filter((i) => i.start.getDate() === 10);
  time(`overlap layout of one day (${busiest.length} events)`, () => layoutDay(busiest, new Date(2026, 2, 10)));
}

void main();
