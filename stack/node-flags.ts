// The node flags a tier runs with: the launcher's (production) and the benchmark stack's alike, so the bench
// measures what runs.

/**
 * The bff makes a response's worth of short-lived objects per request (a 50-row list: its GraphQL results and
 * the JSON text), and at V8's default 16 MiB young generation it scavenged every few requests: 64 MiB took its
 * CPU per list request from 6.0 to 5.4 ms on this machine (tests/load, PostgreSQL, 1,500 requests, two runs each).
 * But a scavenge's pause grows with what it copies, and under load each copied 9–13 MB at 64 MiB (10–18 ms, the bulk
 * of the bff's own p99): 32 MiB kept the CPU per request within the noise (list 3.58–3.75 against 3.60–3.63 ms) and
 * took the p99 of a request with no upstream call from 14–16 to 10 ms, of a list from 22–30 to 19–20 ms (29 Nov,
 * `BENCH_ONLY=screens BENCH_PLACEMENT=split`, PostgreSQL, two runs each; 16 MiB: 8 ms, but list CPU 3.99).
 */
const BFF_FLAGS = ['--max-semi-space-size=32'];

export function tierNodeFlags(tier: 'api' | 'bff'): string[] {
  return tier === 'bff' ? BFF_FLAGS : [];
}
