import {
  type Project,
  type ProjectAccessRole,
  projectPermissions,
  type Task,
  taskPermissions,
  type User,
} from '@app/domain';

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

/** The rule is @app/domain's `taskPermissions`, the one the server enforces. */
export function taskAccess(
  task: Pick<Task, 'projectId' | 'assignedTo' | 'createdBy'>,
  user: Pick<User, '_id'> | null | undefined,
  projectRole: ProjectAccessRole | null | undefined,
): TaskAccess {
  if (!user) return NONE;
  const rights = taskPermissions(task, user._id, projectRole);
  return {
    canEdit: rights.canManage,
    canDelete: rights.canManage,
    canUpdateStatus: rights.canUpdateStatus,
    canComment: rights.canComment,
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
