// The top bar's personal organisers: todo lists and bookmarks.
import type { FastifyInstance } from 'fastify';
import { bookmarkRoutes } from './bookmarks';
import { todoRoutes } from './todos';

export async function homeRoutes(app: FastifyInstance) {
  await todoRoutes(app);
  await bookmarkRoutes(app);
}
