// Who may use the company-wide setup screens: administrators only (the api is the authority, not the web).
import type { FastifyRequest } from 'fastify';
import { requireUser, type UserAuth } from '../context';
import { forbidden } from '../http/errors';

export const ADMIN_ONLY_MESSAGE = 'Only a system administrator can change the company setup.';

export function requireAdministrator(request: FastifyRequest): UserAuth {
  const auth = requireUser(request);
  if (!auth.user.isAdministrator) throw forbidden(ADMIN_ONLY_MESSAGE);
  return auth;
}
