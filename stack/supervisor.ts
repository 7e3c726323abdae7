// Keeps one tier's process running: spawns it, and when it dies without being asked to, restarts it after a
// back-off (1 s, 2 s, 4 s… capped) that resets once the process has stayed up a while. Every exit and restart is
// logged, so an operator reading the stack's log sees a crashing tier instead of a silent gap.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  /** Short name used in the log (`api`, `bff`). */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** First restart delay; doubles per crash up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A process that ran this long before dying starts the back-off again from `initialDelayMs`. */
  stableAfterMs?: number;
  /** How long a stop waits after SIGTERM before SIGKILL (the tiers drain within 10 s). */
  stopTimeoutMs?: number;
  log: (line: string) => void;
}

export class Supervisor {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarts = 0;
  private delay: number;
  private timer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  /** Called with each new process (first start and every restart). */
  onSpawn: (child: ChildProcess) => void = () => undefined;

  constructor(private readonly options: SupervisorOptions) {
    this.delay = options.initialDelayMs ?? 1_000;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    const { name, command, args, env, log } = this.options;
    // The IPC channel is only a lifeline: a tier whose launcher died sees it disconnect and shuts down.
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child = child;
    this.startedAt = Date.now();
    log(`${name} started (pid ${child.pid})`);
    this.onSpawn(child);
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.stopping) return;
      const initial = this.options.initialDelayMs ?? 1_000;
      if (Date.now() - this.startedAt >= (this.options.stableAfterMs ?? 60_000)) this.delay = initial;
      const wait = this.delay;
      this.delay = Math.min(this.delay * 2, this.options.maxDelayMs ?? 30_000);
      this.restarts++;
      log(`${name} exited (${signal ?? `code ${code}`}); restarting in ${wait / 1000} s (restart ${this.restarts})`);
      this.timer = setTimeout(() => this.start(), wait);
    });
  }

  /** Stops for good: no restart; SIGTERM (graceful drain), SIGKILL past the bound. */
  stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), this.options.stopTimeoutMs ?? 12_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
