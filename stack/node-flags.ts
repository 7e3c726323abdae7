// The node flags a tier runs with: the launcher's (production) and the benchmark stack's alike, so the bench
// measures what runs.

/**
 * The bff makes a response's worth of short-lived objects per request (a 50-row list: its GraphQL results and
 * the JSON text), and at V8's default 16 MiB young generation it scavenged every few requests: 64 MiB took its
 * CPU per list request from 6.0 to 5.4 ms on this machine (tests/load, PostgreSQL, 1,500 requests, two runs each).
 */
const BFF_FLAGS = ['--max-semi-space-size=64'];

export function tierNodeFlags(tier: 'api' | 'bff'): string[] {
  return tier === 'bff' ? BFF_FLAGS : [];
}
