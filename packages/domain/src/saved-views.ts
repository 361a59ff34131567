import { z } from 'zod';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { type ProjectAccessRole, projectPermissions } from './project';
import { UserSummarySchema } from './user-summary';

/**
 * Saved views (issue 39): a named filter of tasks that a user reopens. A view belongs to a place: a project (shown
 * on its Tasks tab) or, without a project, the task list across projects (/tasks). `GET/POST/PUT/DELETE
 * /api/v1/views`.
 *
 * Who sees a view: its owner always; when shared, a project's view everyone who can see that project, and a view
 * of /tasks every member of the owner's organization. An individual's view (no organization) is only theirs
 * whatever `shared` says.
 */

/** How a view lays out its tasks. */
export const SAVED_VIEW_LAYOUTS = ['list', 'board', 'table', 'calendar'] as const;
export type SavedViewLayout = (typeof SAVED_VIEW_LAYOUTS)[number];

export const SAVED_VIEW_NAME_MAX = 80;
/** The filter-language string a view stores (parsed by the lists, not here). */
export const SAVED_VIEW_QUERY_MAX = 500;
/** Views one user may own in one place (a project, or /tasks). */
export const SAVED_VIEWS_MAX = 50;

export const SAVED_VIEW_MESSAGES = {
  created: 'View saved',
  updated: 'View updated',
  deleted: 'View deleted',
  notFound: 'View not found',
  limit: `You can save at most ${SAVED_VIEWS_MAX} views in one place`,
  duplicate: 'You already have a view with this name here',
  cannotEdit: 'You do not have permission to change this view',
  nameRequired: 'View name is required',
  nameTooLong: `View names must be at most ${SAVED_VIEW_NAME_MAX} characters`,
  queryTooLong: `A view's filter must be at most ${SAVED_VIEW_QUERY_MAX} characters`,
  fixedPlace: 'A view keeps its place: change its name, filter, layout or sharing',
  unknownLayout: `A view's layout is one of ${SAVED_VIEW_LAYOUTS.join(', ')}`,
} as const;

export const SavedViewLayoutSchema = z.enum(SAVED_VIEW_LAYOUTS, { error: SAVED_VIEW_MESSAGES.unknownLayout });

export const SavedViewNameSchema = z
  .string({ error: SAVED_VIEW_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: SAVED_VIEW_MESSAGES.nameRequired })
  .max(SAVED_VIEW_NAME_MAX, { error: SAVED_VIEW_MESSAGES.nameTooLong });

export const SavedViewQueryStringSchema = z
  .string()
  .trim()
  .max(SAVED_VIEW_QUERY_MAX, { error: SAVED_VIEW_MESSAGES.queryTooLong });

/** A saved view as the caller sees it; `canEdit` is computed for the caller by `canEditSavedView`. */
export const SavedViewSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  query: z.string(),
  layout: SavedViewLayoutSchema,
  shared: z.boolean(),
  /** The project whose Tasks tab shows it; null: a view of /tasks across projects. */
  projectId: IdSchema.nullable(),
  owner: UserSummarySchema,
  createdAt: DateTimeStringSchema,
  updatedAt: DateTimeStringSchema,
  canEdit: z.boolean(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

/** POST /views. */
export const SavedViewCreatePayloadSchema = z.object({
  name: SavedViewNameSchema,
  query: SavedViewQueryStringSchema,
  layout: SavedViewLayoutSchema,
  shared: z.boolean().default(false),
  projectId: IdSchema.nullable().default(null),
});
export type SavedViewCreatePayload = z.infer<typeof SavedViewCreatePayloadSchema>;
export type SavedViewCreateInput = z.input<typeof SavedViewCreatePayloadSchema>;

/** PUT /views/{id}: any of name, query, layout and shared; a view never moves to another place. */
export const SavedViewUpdatePayloadSchema = z.strictObject(
  {
    name: SavedViewNameSchema.optional(),
    query: SavedViewQueryStringSchema.optional(),
    layout: SavedViewLayoutSchema.optional(),
    shared: z.boolean().optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? SAVED_VIEW_MESSAGES.fixedPlace : undefined) },
);
export type SavedViewUpdatePayload = z.infer<typeof SavedViewUpdatePayloadSchema>;

/** GET /views: with `projectId` that project's views; without, the views of /tasks. */
export const SavedViewListQuerySchema = z.object({ projectId: IdSchema.optional() });
export type SavedViewListQuery = z.infer<typeof SavedViewListQuerySchema>;

/** Who asks, as the rules need them. */
export interface SavedViewCaller {
  id: string;
  organizationId: string | null;
  isOrgAdmin: boolean;
}

/** What the rules read of a view: its owner, whether it is shared, the owner's organization and its place. */
export interface SavedViewFacts {
  ownerId: string;
  shared: boolean;
  /** The owner's organization when the view was made; null for an individual's view. */
  organizationId: string | null;
  projectId: string | null;
}

/** Whether a view is shared with anyone at all: an individual's view never is, whatever `shared` says. */
export function isSavedViewShared(view: Pick<SavedViewFacts, 'shared' | 'organizationId'>): boolean {
  return view.shared && view.organizationId !== null;
}

/**
 * Whether the caller may see the view. `projectRole` is what the caller is to the view's project (undefined or
 * null when they cannot see it); it is read only for a project's view.
 */
export function canSeeSavedView(
  user: SavedViewCaller,
  view: SavedViewFacts,
  projectRole?: ProjectAccessRole | null,
): boolean {
  if (view.ownerId === user.id) return true;
  if (!isSavedViewShared(view)) return false;
  if (view.projectId) return Boolean(projectRole);
  return user.organizationId !== null && user.organizationId === view.organizationId;
}

/**
 * Who may rename, change or delete a view: its owner; for a shared view also an admin of its organization, and
 * for a shared project view the project's managers (those who may edit the project: its owner and supervisors,
 * as `projectPermissions` says; organization admins are supervisors of their organization's projects).
 */
export function canEditSavedView(
  user: SavedViewCaller,
  view: SavedViewFacts,
  projectRole?: ProjectAccessRole | null,
): boolean {
  if (view.ownerId === user.id) return true;
  if (!canSeeSavedView(user, view, projectRole)) return false;
  if (user.isOrgAdmin && user.organizationId === view.organizationId) return true;
  return view.projectId !== null && projectPermissions(projectRole).canEdit;
}

/** The texts of the saved-views menu and its dialog. */
export const SAVED_VIEW_TEXTS = {
  button: 'Views',
  buttonWith: (name: string) => `View: ${name}`,
  menuLabel: 'Saved views',
  mine: 'Your views',
  shared: 'Shared with you',
  empty: 'No saved views yet. Filter the tasks, then save the view to come back to it.',
  saveCurrent: 'Save as a new view…',
  saveChanges: (name: string) => `Save changes to “${name}”`,
  nothingToSave: 'Filter the tasks first: a view keeps a filter.',
  deleteView: (name: string) => `Delete view ${name}`,
  sharedBadge: 'Shared',
  dialogTitle: 'Save view',
  dialogDescription: 'A view keeps this filter and layout; open it again from Views.',
  nameLabel: 'Name',
  filterLabel: 'Filter',
  submit: 'Save view',
  shareProject: 'Share with everyone in this project',
  shareOrganization: 'Share with everyone in the organization',
  saveFailed: 'The view could not be saved.',
  changeFailed: 'The view could not be changed.',
  deleteFailed: 'The view could not be deleted.',
} as const;
