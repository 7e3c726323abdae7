// Graceful close of the bff's HTTP server (the process-level signal handling lives in main.ts).

/**
 * Closes a Fastify app gracefully: stops accepting, lets in-flight requests finish, and closes each keep-alive
 * connection as soon as it goes idle. Fastify closes idle connections once, when close starts; a connection
 * whose request was in flight then would keep the server open until its keep-alive timeout (72 s).
 */
export async function closeDraining(app: { close(): Promise<unknown>; server: { closeIdleConnections(): void } }): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
