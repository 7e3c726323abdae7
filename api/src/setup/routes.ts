// The setup and account calls: user administration, API tokens, own profile, company details, main-menu extras.
import type { FastifyInstance } from 'fastify';
import { apiTokenRoutes } from './api-tokens';
import { companyRoutes } from './company';
import { mainMenuExtraRoutes } from './main-menu';
import { profileRoutes } from './profile';
import { userAdminRoutes } from './user-admin';
import { subscriptionRoutes } from '../subscription/routes';

export async function setupRoutes(app: FastifyInstance) {
  await userAdminRoutes(app);
  await apiTokenRoutes(app);
  await profileRoutes(app);
  await companyRoutes(app);
  await mainMenuExtraRoutes(app);
  await subscriptionRoutes(app);
}
