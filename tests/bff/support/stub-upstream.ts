import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export type StubHandler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * A tiny fake of the REST api for failure cases the real api does not produce on demand
 * (426, 500, slow answers). Unknown routes answer 404 like the api.
 */
export async function startStubUpstream(routes: Record<string, StubHandler>) {
  const app = Fastify();
  const calls: string[] = [];
  app.addHook('onRequest', async (req) => {
    calls.push(`${req.method} ${req.url.split('?')[0]}`);
  });
  for (const [key, handler] of Object.entries(routes)) {
    const [method, url] = key.split(' ') as [string, string];
    app.route({ method: method as 'GET', url, handler: async (req, reply) => handler(req, reply) });
  }
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => app.close() };
}

export const STUB_SESSION = {
  session: {
    userId: 1,
    companyId: 1,
    username: 'stub@example.com',
    fullName: 'Stub User',
    firstName: 'Stub',
    lastName: 'User',
    profileImage: null,
    userRole: 'crm',
    isAdministrator: false,
    preference: { modalSize: null, sessionTimeout: 60, calendarStartDay: 1, streamFilterOption: null },
  },
  company: { id: 1, name: 'Stub Co' },
  mainMenu: [],
  userList: [],
};
