import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { organizationEvents } from './organizations.events';
import { organizationRoutes } from './organizations.routes';
import { organizationsSeed } from './organizations.seed';

/**
 * Organization sign-up and its wizard's checks; the organization workspace: settings and branding,
 * departments, people and their roles, teams, statistics, the logo; the platform admin's organization calls.
 */
export const organizationsModule = defineModule({
  name: 'organizations',
  routes: organizationRoutes as FastifyPluginAsync,
  events: organizationEvents,
  seed: organizationsSeed,
});

export { type Actor, departmentParents, loadActor, requireOrgAction, targetOrganizationId } from './access';
export { DEMO_ORGANIZATION_BRANDING, defaultOrganizationBranding } from './branding';
export { findOrganizationById } from './organizations.queries';
export { DEMO_ORGANIZATION } from './organizations.seed';
export { toOrganization } from './organizations.service';
