// Graceful close of the bff's HTTP server (the process-level signal handling lives in main.ts).

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
