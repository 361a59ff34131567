import { z } from 'zod';
import { PageQuerySchema } from './api';
import { DateStringSchema, DateTimeStringSchema } from './dates';
import { IdSchema, NamedOrganizationQuerySchema } from './ids';
import { PROJECT_INVITATION_ROLES } from './invitation';
import { PROJECT_SORTS, PROJECT_STATUSES } from './project-values';
import { RichTextDocSchema } from './rich-text';
import { PrioritySchema } from './task';
import { EmailSchema } from './user';
import { UserSummarySchema } from './user-summary';

export {
  PROJECT_SORT_LABELS,
  PROJECT_SORTS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectSort,
  type ProjectStatus,
} from './project-values';
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);

/** Progress in percent, 0 to 100. */
export const ProgressSchema = z.number().min(0).max(100);

/** Limits on what a person may type, shared by the forms and the server. */
export const WORK_LIMITS = {
  titleMax: 200,
  projectDescriptionMax: 5000,
  taskDescriptionMax: 10000,
  commentMax: 2000,
  checklistItemMax: 200,
  checklistItemsMax: 50,
  todoTextMax: 500,
  searchMax: 200,
  /** USD; a trillion is far beyond any project and keeps amounts exact in a double. */
  budgetMax: 1_000_000_000_000,
} as const;

/** Roles a member can be given in a project (spec 3); the owner is a member with role 'owner'. */
export const PROJECT_MEMBER_ROLES = PROJECT_INVITATION_ROLES;
export type ProjectMemberRole = (typeof PROJECT_MEMBER_ROLES)[number];
export const ProjectMemberRoleSchema = z.enum(PROJECT_MEMBER_ROLES);

/**
 * What the signed-in user is to a project: its owner, a member with a project role, or a 'viewer' (an
 * organization colleague who sees the organization's projects without being a member). Organization admins act
 * as 'supervisor' on their organization's projects.
 */
export const PROJECT_ACCESS_ROLES = ['owner', 'supervisor', 'team-lead', 'team-member', 'viewer'] as const;
export type ProjectAccessRole = (typeof PROJECT_ACCESS_ROLES)[number];
export const ProjectAccessRoleSchema = z.enum(PROJECT_ACCESS_ROLES);

export interface ProjectPermissions {
  /** Change the project's fields. */
  canEdit: boolean;
  canDelete: boolean;
  /** Add, re-role and remove members. */
  canManageMembers: boolean;
  /** Create tasks in the project, edit any of their fields and delete them. */
  canManageTasks: boolean;
  /** Give a task to a member. */
  canAssignTasks: boolean;
  /** Move a task between statuses and tick its checklist (team members: their own or unassigned tasks). */
  canUpdateTaskStatus: boolean;
  canComment: boolean;
}

/** Spec 3: team-member views and completes tasks, team-lead manages members and assigns tasks, supervisor manages the project. */
export function projectPermissions(role: ProjectAccessRole | null | undefined): ProjectPermissions {
  switch (role) {
    case 'owner':
      return allow(true, true, true, true, true, true, true);
    case 'supervisor':
      return allow(true, false, true, true, true, true, true);
    case 'team-lead':
      return allow(false, false, true, true, true, true, true);
    case 'team-member':
      return allow(false, false, false, false, false, true, true);
    default:
      return allow(false, false, false, false, false, false, false);
  }
}

function allow(
  canEdit: boolean,
  canDelete: boolean,
  canManageMembers: boolean,
  canManageTasks: boolean,
  canAssignTasks: boolean,
  canUpdateTaskStatus: boolean,
  canComment: boolean,
): ProjectPermissions {
  return {
    canEdit,
    canDelete,
    canManageMembers,
    canManageTasks,
    canAssignTasks,
    canUpdateTaskStatus,
    canComment,
  };
}

/**
 * Spec 3: the owner's membership is fixed. Nobody changes the owner's role or removes them, and the owner cannot
 * leave; every other member can be re-roled, removed or leave.
 */
export function isFixedProjectMember(member: { role: string }): boolean {
  return member.role === 'owner';
}

export const ProjectMemberSchema = UserSummarySchema.extend({
  role: z.enum(['owner', ...PROJECT_MEMBER_ROLES]),
  joinedAt: DateTimeStringSchema,
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

export const ProjectTaskCountsSchema = z.object({
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  overdue: z.number().int().min(0),
});
export type ProjectTaskCounts = z.infer<typeof ProjectTaskCountsSchema>;

export const ProjectSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string().nullable().optional(),
  /** The description as rich text; null for a plain one. */
  descriptionDoc: RichTextDocSchema.nullable().optional(),
  status: ProjectStatusSchema,
  priority: PrioritySchema,
  /** Derived from its tasks: the share that is done, rounded to a whole percent (0 without tasks). */
  progress: ProgressSchema,
  /** In USD: every amount is USD-based and converted for display. */
  budget: z.number().min(0).nullable().optional(),
  startDate: DateStringSchema.nullable().optional(),
  dueDate: DateStringSchema.nullable().optional(),
  ownerId: IdSchema.optional(),
  owner: UserSummarySchema.optional(),
  organizationId: IdSchema.nullable().optional(),
  /** Members including the owner (role 'owner'); present on the single-project answer. */
  members: z.array(ProjectMemberSchema).optional(),
  /** Number of members, owner included. */
  teamSize: z.number().int().min(0).optional(),
  taskCounts: ProjectTaskCountsSchema.optional(),
  /** What the signed-in user is to this project. */
  myRole: ProjectAccessRoleSchema.optional(),
  createdAt: DateTimeStringSchema.optional(),
  updatedAt: DateTimeStringSchema.optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

const projectFields = {
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(WORK_LIMITS.titleMax, { error: `Title must be at most ${WORK_LIMITS.titleMax} characters` }),
  description: z
    .string()
    .trim()
    .max(WORK_LIMITS.projectDescriptionMax, {
      error: `Description must be at most ${WORK_LIMITS.projectDescriptionMax} characters`,
    }),
  /** The description as rich text: the server keeps it sanitised and makes `description` its plain copy. */
  descriptionDoc: RichTextDocSchema.nullable(),
  status: ProjectStatusSchema,
  priority: PrioritySchema,
  budget: z
    .number()
    .min(0, { error: 'Budget cannot be negative' })
    .max(WORK_LIMITS.budgetMax, { error: 'Budget is too large' })
    .nullable(),
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
};

function dueNotBeforeStart(value: { startDate?: string | null; dueDate?: string | null }): boolean {
  if (!value.startDate || !value.dueDate) return true;
  return value.dueDate.slice(0, 10) >= value.startDate.slice(0, 10);
}

const DUE_BEFORE_START = { error: 'Due date cannot be before the start date', path: ['dueDate'] };

/** POST /projects. Unknown fields (owner, progress, organizationId...) are dropped: the server decides those. */
export const ProjectCreatePayloadSchema = z
  .object({
    ...projectFields,
    description: projectFields.description.optional(),
    descriptionDoc: projectFields.descriptionDoc.optional(),
    status: projectFields.status.default('planning'),
    priority: projectFields.priority.default('medium'),
    budget: projectFields.budget.optional(),
    startDate: projectFields.startDate.optional(),
    dueDate: projectFields.dueDate.optional(),
  })
  .refine(dueNotBeforeStart, DUE_BEFORE_START);
export type ProjectCreatePayload = z.infer<typeof ProjectCreatePayloadSchema>;
export type ProjectCreateInput = z.input<typeof ProjectCreatePayloadSchema>;

/** PUT /projects/{id}: any subset of the editable fields. */
export const ProjectUpdatePayloadSchema = z
  .object(projectFields)
  .partial()
  .refine(dueNotBeforeStart, DUE_BEFORE_START);
export type ProjectUpdatePayload = z.infer<typeof ProjectUpdatePayloadSchema>;

/**
 * GET /projects: paging, search in title and description, filters and sort (updated: newest first; dueDate:
 * soonest first, undated last; title: A to Z). `departmentId` and `teamId` keep an organization's projects of
 * that department (with its sub-departments, at every depth) or team (the organization's lists).
 */
export const ProjectListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(WORK_LIMITS.searchMax).optional(),
  status: ProjectStatusSchema.optional(),
  priority: PrioritySchema.optional(),
  departmentId: IdSchema.optional(),
  teamId: IdSchema.optional(),
  organization: NamedOrganizationQuerySchema,
  sort: z.enum(PROJECT_SORTS).default('updated'),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;
export type ProjectListQueryInput = z.input<typeof ProjectListQuerySchema>;

/** POST /projects/{id}/members: a person who already has an account, by email. */
export const ProjectMemberAddPayloadSchema = z.object({
  email: EmailSchema,
  role: ProjectMemberRoleSchema.default('team-member'),
});
export type ProjectMemberAddPayload = z.infer<typeof ProjectMemberAddPayloadSchema>;
export type ProjectMemberAddInput = z.input<typeof ProjectMemberAddPayloadSchema>;

/** PUT /projects/{id}/members/{userId}. */
export const ProjectMemberUpdatePayloadSchema = z.object({ role: ProjectMemberRoleSchema });
export type ProjectMemberUpdatePayload = z.infer<typeof ProjectMemberUpdatePayloadSchema>;

export interface TaskPermissions {
  /** Edit any field, move it to another project, delete it. */
  canManage: boolean;
  canAssign: boolean;
  /** Move it between statuses and tick its checklist. */
  canUpdateStatus: boolean;
  canComment: boolean;
  /** A team member refused a status change because the task is someone else's (they may move their own). */
  statusLimitedToOwn: boolean;
}

/**
 * What a user may do with one task they can see, used by the server's checks and the screens alike. A task in a
 * project follows the user's project role (team members move only their own or unassigned tasks); a task without
 * a project is managed by its creator, and its assignee may move it along and comment.
 */
export function taskPermissions(
  task: { projectId?: string | null; assignedTo?: string | null; createdBy?: string },
  userId: string,
  projectRole: ProjectAccessRole | null | undefined,
): TaskPermissions {
  if (!task.projectId) {
    const creator = task.createdBy === userId;
    const involved = creator || task.assignedTo === userId;
    return {
      canManage: creator,
      canAssign: creator,
      canUpdateStatus: involved,
      canComment: involved,
      statusLimitedToOwn: false,
    };
  }
  const permissions = projectPermissions(projectRole);
  const ownOrOpen = !task.assignedTo || task.assignedTo === userId;
  const canUpdateStatus = permissions.canManageTasks || (permissions.canUpdateTaskStatus && ownOrOpen);
  return {
    canManage: permissions.canManageTasks,
    canAssign: permissions.canAssignTasks,
    canUpdateStatus,
    canComment: permissions.canComment,
    statusLimitedToOwn: permissions.canUpdateTaskStatus && !canUpdateStatus,
  };
}
