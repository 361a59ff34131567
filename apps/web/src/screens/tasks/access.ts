import { type Project, type ProjectAccessRole, projectPermissions, type Task, type User } from '@app/domain';

/** What the signed-in user may do with one task (the server enforces the same rules). */
export interface TaskAccess {
  /** Change its fields (the edit screen, the calendar's reschedule). */
  canEdit: boolean;
  canDelete: boolean;
  /** Move it between statuses and tick its checklist. */
  canUpdateStatus: boolean;
  canComment: boolean;
}

const NONE: TaskAccess = { canEdit: false, canDelete: false, canUpdateStatus: false, canComment: false };

/**
 * A task in a project follows the user's project role (team members may move their own or unassigned tasks);
 * a task without a project is managed by its creator, and its assignee may move it and comment.
 */
export function taskAccess(
  task: Pick<Task, 'projectId' | 'assignedTo' | 'createdBy'>,
  user: Pick<User, '_id'> | null | undefined,
  projectRole: ProjectAccessRole | null | undefined,
): TaskAccess {
  if (!user) return NONE;
  if (!task.projectId) {
    const mine = task.createdBy === user._id;
    const assigned = task.assignedTo === user._id;
    return {
      canEdit: mine,
      canDelete: mine,
      canUpdateStatus: mine || assigned,
      canComment: mine || assigned,
    };
  }
  const permissions = projectPermissions(projectRole);
  const ownOrOpen = !task.assignedTo || task.assignedTo === user._id;
  return {
    canEdit: permissions.canManageTasks,
    canDelete: permissions.canManageTasks,
    canUpdateStatus: permissions.canManageTasks || (permissions.canUpdateTaskStatus && ownOrOpen),
    canComment: permissions.canComment,
  };
}

/** The project roles of the given projects by id, for lists that show many tasks. */
export function rolesById(
  projects: readonly Project[] | undefined,
): Map<string, ProjectAccessRole | undefined> {
  return new Map((projects ?? []).map((project) => [project._id, project.myRole]));
}

/** The projects a user may add tasks to, as select options. */
export function manageableProjectOptions(projects: readonly Project[] | undefined) {
  return (projects ?? [])
    .filter((project) => projectPermissions(project.myRole).canManageTasks)
    .map((project) => ({ value: project._id, label: project.title }));
}

/** The assignee choices: the members of the chosen project ('(you)' after the user), or only 'Me' without one. */
export function assigneeOptions(project: Project | undefined, user: Pick<User, '_id'> | null | undefined) {
  if (!project) return user ? [{ value: user._id, label: 'Me' }] : [];
  return (project.members ?? []).map((member) => ({
    value: member._id,
    label: member._id === user?._id ? `${member.name} (you)` : member.name,
  }));
}
