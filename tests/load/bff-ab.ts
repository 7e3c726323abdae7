// `npm run bench:ab`: two bffs side by side against one api, this checkout's and BENCH_AB_DIR's (e.g. a clone at the
// commit before a change, with its own node_modules), the web's screen queries alternating between them in rounds.
// On a machine whose speed drifts from minute to minute (a shared VM), two runs of the whole bench can differ more
// than a change does; rounds that alternate see the same drift, so their difference is the change's.
//
// BENCH_AB_DIR (required), BENCH_AB_ROUNDS (6), BENCH_AB_SECONDS (5 per round and side), BENCH_AB_OPS (a comma
// list of bff-overhead.ts screen operations), BENCH_PLACEMENT (split: both bffs on the bff's core, the rest on the
// others; or shared), DATABASE_URL (PostgreSQL; PGlite without), BENCH_CONCURRENCY (10).
import { Clients, screenOperations } from './bff-overhead';
import { concurrency, fmt, percentile, type OpResult } from './measure';
import { apiLogin, startBenchStack, type BenchStack, type Placement } from './stack';

const otherDir = process.env.BENCH_AB_DIR;
if (!otherDir) throw new Error('BENCH_AB_DIR: the checkout whose bff runs beside this one');
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 6);
const roundSeconds = Number(process.env.BENCH_AB_SECONDS ?? 5);
const opNames = (process.env.BENCH_AB_OPS ?? 'list via bff,detail via bff,no upstream via bff').split(',');
const placement: Placement = process.env.BENCH_PLACEMENT === 'shared' ? 'shared' : 'split';

interface Side {
  label: string;
  clients: Clients;
  cpuMs(): number;
}

interface Tally {
  own: number[];
  cpuPerRequest: number[];
  rps: number[];
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** `concurrency` workers repeating `op` until `until` (epoch ms); returns how many ran. */
async function closedLoop(op: () => Promise<OpResult>, until: number, each?: (ownMs: number, ok: boolean) => void): Promise<number> {
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const res = await op();
        each?.(performance.now() - t0 - (res.upstreamMs ?? 0), res.ok);
        done++;
      }
    }),
  );
  return done;
}

/** One round of one side: `concurrency` workers for `seconds`, each request's own time and the bff's CPU. */
async function round(side: Side, op: () => Promise<OpResult>, tally: Tally): Promise<void> {
  await closedLoop(op, Date.now() + 1000); // warm-up: the other side's round ran last
  const cpuBefore = side.cpuMs();
  const started = performance.now();
  const until = Date.now() + roundSeconds * 1000;
  const done = await closedLoop(op, until, (own, ok) => {
    if (!ok) throw new Error(`${side.label}: unexpected answer`);
    tally.own.push(own);
  });
  tally.cpuPerRequest.push((side.cpuMs() - cpuBefore) / done);
  tally.rps.push(done / ((performance.now() - started) / 1000));
}

async function compare(stack: BenchStack): Promise<void> {
  const sessions = await Promise.all(Array.from({ length: concurrency }, () => apiLogin(stack.apiUrl)));
  const sides: Side[] = [
    { label: 'this checkout', clients: new Clients(stack, sessions, concurrency * 2), cpuMs: stack.bffCpuMs },
    {
      label: otherDir!,
      clients: new Clients({ ...stack, bffUrl: stack.other!.bffUrl }, sessions, concurrency * 2),
      cpuMs: stack.other!.bffCpuMs,
    },
  ];
  const { body } = await sides[0]!.clients.json<{ data: { id: number }[] }>(
    sides[0]!.clients.api,
    'POST',
    '/api/Organization/PagingAndSorting',
    {
      currentPage: 1,
      pageSize: 1,
    },
  );
  const detailId = body.data[0]!.id;
  console.log(
    `\n=== ${stack.label}: ${concurrency} concurrent, ${rounds} rounds of ${roundSeconds} s per side, alternating (${placement}) ===`,
  );
  console.log(`${'operation'.padEnd(22)}${'bff'.padEnd(18)}  own p50  own p90  own p99   CPU ms/req (min–max)    req/s`);
  try {
    for (const name of opNames) {
      const tallies = sides.map((): Tally => ({ own: [], cpuPerRequest: [], rps: [] }));
      for (let r = 0; r < rounds; r++) {
        // Each round starts with the other side, so neither always runs first after a change of operation.
        for (const i of r % 2 ? [1, 0] : [0, 1]) {
          const op = screenOperations(sides[i]!.clients, detailId)[name];
          if (!op) throw new Error(`BENCH_AB_OPS: no operation named "${name}"`);
          stack.place(placement);
          await round(sides[i]!, op, tallies[i]!);
        }
      }
      sides.forEach((side, i) => {
        const t = tallies[i]!;
        const own = [...t.own].sort((a, b) => a - b);
        const cpu = `${median(t.cpuPerRequest).toFixed(2)} (${Math.min(...t.cpuPerRequest).toFixed(2)}–${Math.max(...t.cpuPerRequest).toFixed(2)})`;
        console.log(
          `${(i === 0 ? name : '').padEnd(22)}${side.label.slice(-18).padEnd(18)}${fmt(percentile(own, 50), 2)}${fmt(percentile(own, 90), 2)}${fmt(percentile(own, 99), 2)}   ${cpu.padEnd(22)}${fmt(median(t.rps), 0)}`,
        );
      });
    }
  } finally {
    stack.place('shared');
    await Promise.all(sides.map((s) => s.clients.close()));
  }
}

console.log(`bff A/B (node ${process.version}): "own" is a request's latency minus its upstream time; CPU is the bff process's`);
const stack = await startBenchStack({ postgresUrl: process.env.DATABASE_URL, otherBffDir: otherDir });
try {
  await compare(stack);
} finally {
  await stack.stop();
}
