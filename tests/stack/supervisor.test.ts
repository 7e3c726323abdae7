// The launcher's restart policy, with short delays: a crashing process is restarted after a doubling back-off
// that stops at its cap, every exit and restart is logged, and a stop is final (no restart, SIGTERM first).
import { describe, expect, it } from 'vitest';
import { Supervisor } from '../../stack/supervisor';

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('Supervisor', () => {
  it('restarts a crashing process with a doubling, capped back-off and logs each exit', async () => {
    const lines: string[] = [];
    const s = new Supervisor({
      name: 'crasher',
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      env: process.env,
      initialDelayMs: 20,
      maxDelayMs: 80,
      log: (l) => lines.push(l),
    });
    s.start();
    await until(() => lines.filter((l) => l.includes('restarting')).length >= 5, 20_000);
    await s.stop();
    const delays = lines.filter((l) => l.includes('restarting')).map((l) => /restarting in ([\d.]+) s/.exec(l)![1]);
    expect(delays.slice(0, 5)).toEqual(['0.02', '0.04', '0.08', '0.08', '0.08']);
    expect(lines[1]).toBe('crasher exited (code 3); restarting in 0.02 s (restart 1)');
    expect(lines.filter((l) => l.startsWith('crasher started (pid ')).length).toBeGreaterThanOrEqual(5);
  });

  it('stops for good: SIGTERM reaches the process and it is not restarted', async () => {
    const lines: string[] = [];
    const s = new Supervisor({
      name: 'server',
      command: process.execPath,
      // Exits 0 on SIGTERM like the tiers do after draining.
      args: ['-e', "process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000)"],
      env: process.env,
      initialDelayMs: 20,
      log: (l) => lines.push(l),
    });
    s.start();
    const pid = s.pid!;
    await new Promise((r) => setTimeout(r, 300));
    await s.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(() => process.kill(pid, 0)).toThrow();
    expect(lines).toEqual([`server started (pid ${pid})`]);
  });

  it('starts the back-off again after a process stayed up long enough', async () => {
    const lines: string[] = [];
    const s = new Supervisor({
      name: 'flaky',
      command: process.execPath,
      args: ['-e', 'setTimeout(() => process.exit(1), 300)'],
      env: process.env,
      initialDelayMs: 20,
      stableAfterMs: 100,
      log: (l) => lines.push(l),
    });
    s.start();
    await until(() => lines.filter((l) => l.includes('restarting')).length >= 3, 20_000);
    await s.stop();
    const delays = lines.filter((l) => l.includes('restarting')).map((l) => /restarting in ([\d.]+) s/.exec(l)![1]);
    expect(delays.slice(0, 3)).toEqual(['0.02', '0.02', '0.02']);
  });
});
