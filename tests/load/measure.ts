// Closed-loop load: `concurrency` workers repeat an operation for `seconds`; latencies in ms.

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);

export interface Measured {
  ops: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** For bff operations: latency minus the request's own upstream time (server-timing), per request. */
  overheadP50?: number;
  overheadP99?: number;
  /** CPU the bff process used per operation (ms), when a CPU meter is given: immune to other load on the machine. */
  cpuPerOp?: number;
}

/** What one operation reports: whether it got what it expected, and (bff) its upstream time. */
export interface OpResult {
  ok: boolean;
  upstreamMs?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function measure(op: () => Promise<OpResult>, cpuMs?: () => number, warmup = 20): Promise<Measured> {
  // Warm up connections, JIT, caches before timing.
  for (let i = 0; i < warmup; i++) await op();
  const cpuBefore = cpuMs?.();
  const latencies: number[] = [];
  const overheads: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const r = await op();
          const ms = performance.now() - t0;
          if (!r.ok) errors++;
          latencies.push(ms);
          if (r.upstreamMs !== undefined) overheads.push(Math.max(0, ms - r.upstreamMs));
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  overheads.sort((a, b) => a - b);
  const m: Measured = {
    ops: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
  if (overheads.length) Object.assign(m, { overheadP50: percentile(overheads, 50), overheadP99: percentile(overheads, 99) });
  if (cpuMs && cpuBefore !== undefined) m.cpuPerOp = (cpuMs() - cpuBefore) / Math.max(1, latencies.length);
  return m;
}

/** The `upstream;dur=` of the bff's server-timing header. */
export function upstreamMsOf(headers: Record<string, string | string[] | undefined>): number | undefined {
  const v = headers['server-timing'];
  const m = /upstream;dur=([\d.]+)/.exec(Array.isArray(v) ? v.join(',') : (v ?? ''));
  return m ? Number(m[1]) : undefined;
}

export const fmt = (n: number | undefined, d = 1, w = 9) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(d)).padStart(w);
