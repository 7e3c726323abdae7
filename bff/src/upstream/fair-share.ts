// Fair share of the upstream between users: at most `limit` upstream calls of one session run at a time,
// the rest wait their turn in order. A heavy query then occupies its own user's lane and cannot fill the
// api (and its database) with calls that everyone else's would queue behind.

/** Concurrent upstream calls per session (BFF_USER_CONCURRENCY, default 4). */
export const USER_CONCURRENCY = Math.max(1, Number(process.env.BFF_USER_CONCURRENCY) || 4);

interface Lane {
  active: number;
  waiting: (() => void)[];
}

export class FairShare {
  private readonly lanes = new Map<string, Lane>();

  constructor(readonly limit = USER_CONCURRENCY) {}

  /** Runs `work` in the session's lane, once one of its `limit` places is free; an abort while waiting rejects. */
  async run<T>(session: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    let lane = this.lanes.get(session);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      this.lanes.set(session, lane);
    }
    if (lane.active >= this.limit) await this.wait(lane, signal);
    lane.active++;
    try {
      return await work();
    } finally {
      lane.active--;
      const next = lane.waiting.shift();
      if (next) next();
      else if (lane.active === 0) this.lanes.delete(session);
    }
  }

  /** Calls waiting in a session's lane (for tests and metrics). */
  waiting(session: string): number {
    return this.lanes.get(session)?.waiting.length ?? 0;
  }

  private wait(lane: Lane, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const onAbort = () => {
        lane.waiting.splice(lane.waiting.indexOf(go), 1);
        reject(signal!.reason as Error);
      };
      const go = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      lane.waiting.push(go);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
