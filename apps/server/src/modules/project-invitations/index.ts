import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { projectInvitationRoutes } from './project-invitations.routes';
import { projectInvitationsSeed } from './project-invitations.seed';

/**
 * Project invitations: inviting anyone by email with a project role, the pending list with resend and
 * cancel, and the link (validate, register, accept or decline). Its events are the projects module's (a member
 * joined) and the notifications'.
 */
export const projectInvitationsModule = defineModule({
  name: 'project-invitations',
  routes: projectInvitationRoutes as FastifyPluginAsync,
  seed: projectInvitationsSeed,
});

export { revokeInvitationsOf } from './project-invitations.service';
