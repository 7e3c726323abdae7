// Instants shown in the signed-in user's time zone preference (the api's "today", ranges and all-day events
// are that zone's), not the browser's: one formatter per zone and style, since building an Intl formatter per
// call dominates rendering a busy month or a long list.

/** The browser's IANA time zone: only when the user has no zone preference. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zone to show: the user's preference, else the browser's. */
export const zoneOrBrowser = (zone: string | null | undefined) => zone || browserTimeZone();

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Formats an instant as shown in `zone` (Intl formatters otherwise show the browser's zone). */
export function formatIn(zone: string, options: Intl.DateTimeFormatOptions): (d: Date) => string {
  const key = `${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(undefined, { ...options, timeZone: zone })));
  return (d) => format.format(d);
}
