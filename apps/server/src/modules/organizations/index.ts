import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { organizationRoutes } from './organizations.routes';
import { organizationsSeed } from './organizations.seed';

/** Organization sign-up, the availability checks of its wizard, the signed-in user's organization. */
export const organizationsModule = defineModule({
  name: 'organizations',
  routes: organizationRoutes as FastifyPluginAsync,
  seed: organizationsSeed,
});

export { DEMO_ORGANIZATION_BRANDING, defaultOrganizationBranding } from './branding';
export { DEMO_ORGANIZATION } from './organizations.seed';
