import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { orgInvitationRoutes } from './org-invitations.routes';

/**
 * Organization invitations: inviting by email with a role and a department, the pending list with
 * resend and cancel, and the acceptance link (sign in or register with exactly the invited address, then join).
 * Its events are the organizations module's (a member joined).
 */
export const orgInvitationsModule = defineModule({
  name: 'org-invitations',
  routes: orgInvitationRoutes as FastifyPluginAsync,
});
