import type { UserSummary } from '@app/domain';

/** The user columns a summary needs, as selected next to work data. */
export interface UserSummaryRow {
  id: string;
  name: string;
  email: string;
  profileImage: string;
}

/** A person as shown next to their work (owner, member, assignee, comment author). */
export function toUserSummary(row: UserSummaryRow): UserSummary {
  return { _id: row.id, name: row.name, email: row.email, profileImage: row.profileImage };
}

/** 'Alex Morgan created task "Write the brief"': the activity feed's sentence for an action on a named thing. */
export function activityMessage(actorName: string, action: string, thing: string, title: string): string {
  return `${actorName} ${action} ${thing} "${title}"`;
}
