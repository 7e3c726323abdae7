// Graceful shutdown of a tier (platform/: see platform/ops/logging.ts). On SIGTERM/SIGINT: close (stop accepting,
// drain in-flight requests, end streams and sockets, close the database) and exit 0; if draining takes longer than
// the bound, exit 1 rather than hang a deployment.
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export function closeOnSignals(close: () => Promise<void>, name: string, timeoutMs = SHUTDOWN_TIMEOUT_MS): void {
  let stopping = false;
  // Started by the launcher (stack/) over an IPC channel: if the launcher dies, even by SIGKILL, close too,
  // rather than live on as an orphan holding the port.
  const triggers = process.connected ? (['SIGINT', 'SIGTERM', 'disconnect'] as const) : (['SIGINT', 'SIGTERM'] as const);
  for (const signal of triggers) {
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

/** How long in-flight requests may take to finish before their connections are cut (long polls, SSE streams). */
export const DRAIN_TIMEOUT_MS = 5_000;

/**
 * Closes a Fastify app gracefully: stops accepting, lets in-flight requests finish, and closes each keep-alive
 * connection as soon as it goes idle. Fastify closes idle connections once, when close starts; a connection
 * whose request was in flight then would keep the server open until its keep-alive timeout (72 s). Requests
 * still running after `drainTimeoutMs` (an SSE subscription never ends by itself) are cut, so close is bounded.
 */
export async function closeDraining(
  app: { close(): Promise<unknown>; server: { closeIdleConnections(): void; closeAllConnections(): void } },
  drainTimeoutMs = DRAIN_TIMEOUT_MS,
): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  const cut = setTimeout(() => app.server.closeAllConnections(), drainTimeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
