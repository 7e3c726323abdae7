// Graceful shutdown on SIGTERM/SIGINT: close (stop accepting, drain in-flight requests, end streams, close the
// database) and exit 0; if draining takes longer than the bound, exit 1 rather than hang a deployment.
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export function closeOnSignals(close: () => Promise<void>, name: string, timeoutMs = SHUTDOWN_TIMEOUT_MS): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const force = setTimeout(() => {
        console.error(`${name}: still draining after ${timeoutMs / 1000} s; exiting.`);
        process.exit(1);
      }, timeoutMs);
      force.unref();
      close().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}
