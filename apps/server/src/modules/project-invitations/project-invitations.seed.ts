import { PROJECT_INVITATION_TTL_MS } from '@app/domain';
import { projectInvitations } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { seedStep } from '../module';
import { timeAgo } from '../work';

/** The address of the demo invitation: nobody has an account with it. */
export const DEMO_INVITEE = 'newcomer@example.com';

/**
 * One invitation waiting for an answer on Alex's website project, sent a day ago, so the pending list of the
 * Members tab has something to show. Its secret is thrown away: nobody can follow the link.
 */
export const projectInvitationsSeed = seedStep({
  after: ['auth', 'projects'],
  run: async ({ tx, now, need }) => {
    const people = need('people');
    const projects = need('projects');
    const sentAt = timeAgo(now, 1);
    await tx.insert(projectInvitations).values({
      projectId: projects.website.id,
      email: DEMO_INVITEE,
      role: 'team-member',
      tokenHash: sha256Hex(randomToken(32)),
      invitedBy: people.ids.alex,
      status: 'pending',
      createdAt: sentAt,
      expiresAt: new Date(sentAt.getTime() + PROJECT_INVITATION_TTL_MS),
    });
  },
});
