// Work the user waits for (GraphQL requests in flight), counted so the wait indicator hides only when all of it is
// done (spec: "A wait image appears after 1 s of navigation and hides when all pending work is finished").
let pending = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts one piece of work; call the answer once it has finished (either way). */
export function beginWork(): () => void {
  pending += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    notify();
  };
}

/** Runs `work`, counted while it is pending. */
export function trackWork<T>(work: Promise<T>): Promise<T> {
  const end = beginWork();
  return work.finally(end);
}

export function pendingWorkCount(): number {
  return pending;
}

export function subscribePendingWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
