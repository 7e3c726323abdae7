// The shell's panels (issue 11): reminders, recycle bin, onboarding and Explorer, web push.
import type { FastifyInstance } from 'fastify';
import { explorerRoutes } from './explorer';
import { onboardingRoutes } from './onboarding';
import { pushRoutes } from './push';
import { reminderRoutes } from './reminders';

export async function panelRoutes(app: FastifyInstance) {
  await reminderRoutes(app);
  await onboardingRoutes(app);
  await pushRoutes(app);
  await explorerRoutes(app);
}
