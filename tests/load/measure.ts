// Closed-loop load: `concurrency` workers repeat an operation for `seconds`; latencies in ms.
import type { TierCpu } from './stack';

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
  /**
   * CPU per operation (ms) of each tier and of this load generator, when a meter is given: immune to other load on
   * the machine, and on a machine whose cores every tier shares it is what bounds throughput.
   */
  cpu?: OpCpu;
}

export interface OpCpu extends TierCpu {
  /** This load generator. */
  client: number;
}

/** CPU used so far by the tiers a measure watches (ms). */
export type CpuMeter = () => TierCpu;

/** All the CPU one operation cost, every tier and the client together (ms). */
export const totalCpu = (c: OpCpu) => c.bff + c.api + c.db + c.client;

/** What one operation reports: whether it got what it expected, and (bff) its upstream time. */
export interface OpResult {
  ok: boolean;
  upstreamMs?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * `settle` runs after the warm-up, before timing (the bench pins processes to cores there, once the warm-up has
 * opened the connections it will use).
 */
export async function measure(op: () => Promise<OpResult>, cpuMeter?: CpuMeter, settle?: () => void, warmup = 20): Promise<Measured> {
  // Warm up connections, JIT, caches before timing (concurrently, so every pooled connection is opened).
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < Math.ceil(warmup / concurrency); i++) await op();
    }),
  );
  settle?.();
  const cpuBefore = cpuMeter?.();
  const clientBefore = process.cpuUsage();
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
  if (cpuMeter && cpuBefore) {
    const [after, client, n] = [cpuMeter(), process.cpuUsage(clientBefore), Math.max(1, latencies.length)];
    m.cpu = {
      bff: (after.bff - cpuBefore.bff) / n,
      api: (after.api - cpuBefore.api) / n,
      db: (after.db - cpuBefore.db) / n,
      client: (client.user + client.system) / 1000 / n,
    };
  }
  return m;
}

/** The `upstream;dur=` of the bff's server-timing header. */
export function upstreamMsOf(headers: Record<string, string | string[] | undefined>): number | undefined {
  const v = headers['server-timing'];
  const m = /upstream;dur=([\d.]+)/.exec(Array.isArray(v) ? v.join(',') : (v ?? ''));
  return m ? Number(m[1]) : undefined;
}

export const fmt = (n: number | undefined, d = 1, w = 9) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(d)).padStart(w);
