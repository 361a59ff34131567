import { z } from 'zod';
import { ORG_USERS_VIEWS } from './org-users-screen-texts';
import { OrgMemberListQuerySchema } from './organization';

/**
 * The users screen's state in its URL: the tab, and the page, search and filters of the list it shows (the
 * members list's own query, whose page and search the pending invitations reuse).
 */
export const OrgUsersScreenQuerySchema = OrgMemberListQuerySchema.extend({
  view: z.enum(ORG_USERS_VIEWS).default('members'),
});
export type OrgUsersScreenQuery = z.infer<typeof OrgUsersScreenQuerySchema>;
