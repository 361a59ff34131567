import { z } from 'zod';
import { apiSuccess } from './api';
import type { DashboardScope } from './dashboard-values';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { NotificationSchema } from './notification';
import { OrganizationSchema } from './organization';
import { ProjectSchema } from './project';
import { TaskSchema } from './task';

// Payloads the client emits (spec 7.6). The server validates each with these schemas before acting on it.
// `taskUpdate`, `projectUpdate` and `discussionMessage` are notices of a change the client has just made through
// the API, named by ids only: they never carry data to write (docs/realtime.md, 'Change notices').

export const ProjectRoomPayloadSchema = z.object({ projectId: IdSchema });
export type ProjectRoomPayload = z.infer<typeof ProjectRoomPayloadSchema>;

/** `taskUpdate`: the client changed this task of this project through the API. */
export const TaskUpdateEventPayloadSchema = z.object({ projectId: IdSchema, taskId: IdSchema });
export type TaskUpdateEventPayload = z.infer<typeof TaskUpdateEventPayloadSchema>;

/** `discussionMessage`: the client posted this message to the project's discussion through the API. */
export const DiscussionMessagePayloadSchema = z.object({
  projectId: IdSchema,
  discussionId: z.string().min(1),
  messageId: IdSchema,
});
export type DiscussionMessagePayload = z.infer<typeof DiscussionMessagePayloadSchema>;

/** `projectUpdate`: the client changed this project through the API. */
export const ProjectUpdateEventPayloadSchema = z.object({ projectId: IdSchema });
export type ProjectUpdateEventPayload = z.infer<typeof ProjectUpdateEventPayloadSchema>;

export const TypingPayloadSchema = z.object({ discussionId: z.string().min(1) });
export type TypingPayload = z.infer<typeof TypingPayloadSchema>;

/** `dashboard_activity`: the user is active on the dashboard now (sent at most every 30 s). */
export const DashboardActivityPayloadSchema = z.object({ timestamp: DateTimeStringSchema });
export type DashboardActivityPayload = z.infer<typeof DashboardActivityPayloadSchema>;

/**
 * `join_dashboard` and `refresh_dashboard`: the caller's calendar day, as for GET /dashboard, so 'overdue' and
 * 'this week' follow their time zone (the server's UTC day when left out).
 */
export const DashboardRoomPayloadSchema = z.object({ today: z.iso.date().optional() }).optional();
export type DashboardRoomPayload = z.infer<typeof DashboardRoomPayloadSchema>;

/** Client-emitted event name -> payload schema (events without a payload map to undefined). */
export const CLIENT_EVENT_SCHEMAS = {
  join_project: ProjectRoomPayloadSchema,
  leave_project: ProjectRoomPayloadSchema,
  taskUpdate: TaskUpdateEventPayloadSchema,
  discussionMessage: DiscussionMessagePayloadSchema,
  projectUpdate: ProjectUpdateEventPayloadSchema,
  typing: TypingPayloadSchema,
  stopTyping: TypingPayloadSchema,
  join_dashboard: DashboardRoomPayloadSchema,
  leave_dashboard: undefined,
  refresh_dashboard: DashboardRoomPayloadSchema,
  dashboard_activity: DashboardActivityPayloadSchema,
} as const;

// Payloads the server emits.

export const ActorSchema = z.object({ userId: IdSchema, userName: z.string() });
export type Actor = z.infer<typeof ActorSchema>;

/** A passing notice to those who have a project open (not stored): who did what to it. */
export const ProjectNotificationSchema = NotificationSchema.extend({
  projectId: IdSchema,
  actor: ActorSchema.optional(),
});
export type ProjectNotification = z.infer<typeof ProjectNotificationSchema>;

export const TaskUpdatedEventSchema = z.object({
  projectId: IdSchema.nullable(),
  task: TaskSchema,
  updatedBy: ActorSchema.optional(),
});
export type TaskUpdatedEvent = z.infer<typeof TaskUpdatedEventSchema>;

export const DiscussionMessageSchema = z.object({
  id: z.string().min(1),
  discussionId: z.string().min(1),
  projectId: IdSchema,
  text: z.string(),
  author: ActorSchema,
  timestamp: DateTimeStringSchema,
});
export type DiscussionMessage = z.infer<typeof DiscussionMessageSchema>;

/** One discussion per project: its id is the project's id (typing events name it). */
export const DiscussionPostPayloadSchema = z.object({ text: z.string().trim().min(1).max(5000) });
export type DiscussionPostPayload = z.infer<typeof DiscussionPostPayloadSchema>;

/** What the server answers a client event that asked for an acknowledgement. */
export type SocketAck = { ok: true } | { ok: false; error: string };

/** Sent to the one socket whose event was refused (bad payload, no access). */
export const SocketErrorEventSchema = z.object({ event: z.string(), message: z.string() });
export type SocketErrorEvent = z.infer<typeof SocketErrorEventSchema>;

export const ProjectUpdatedEventSchema = z.object({
  project: ProjectSchema,
  updatedBy: ActorSchema.optional(),
});
export type ProjectUpdatedEvent = z.infer<typeof ProjectUpdatedEventSchema>;

/** One person online: their picture too ('Online now' shows it), left out when they have none. */
export const OnlineUserSchema = ActorSchema.extend({ profileImage: z.string().optional() });
export type OnlineUser = z.infer<typeof OnlineUserSchema>;

export const ProjectPresenceEventSchema = z.object({
  projectId: IdSchema,
  userId: IdSchema,
  userName: z.string(),
  onlineUsers: z.array(OnlineUserSchema),
});
export type ProjectPresenceEvent = z.infer<typeof ProjectPresenceEventSchema>;

/** GET /organizations/{id}/online: the organization's members with a socket open now, once each. */
export const OrganizationOnlineAnswerSchema = apiSuccess(z.array(OnlineUserSchema));
export type OrganizationOnlineAnswer = z.infer<typeof OrganizationOnlineAnswerSchema>;

/**
 * `organization_presence`: a member's first socket connected (online) or their last one closed (offline). Sent to
 * the organization's room only. A member opening a second tab may be told online again: applying it twice is safe.
 */
export const OrganizationPresenceEventSchema = OnlineUserSchema.extend({
  organizationId: IdSchema,
  online: z.boolean(),
});
export type OrganizationPresenceEvent = z.infer<typeof OrganizationPresenceEventSchema>;

export const UserTypingEventSchema = z.object({
  discussionId: z.string().min(1),
  userId: IdSchema,
  userName: z.string(),
});
export type UserTypingEvent = z.infer<typeof UserTypingEventSchema>;

export const UserStoppedTypingEventSchema = z.object({ discussionId: z.string().min(1), userId: IdSchema });
export type UserStoppedTypingEvent = z.infer<typeof UserStoppedTypingEventSchema>;

export const DashboardUpdateEventSchema = z.object({ type: z.string().min(1), data: z.unknown() });
export type DashboardUpdateEvent = z.infer<typeof DashboardUpdateEventSchema>;

const count = z.number().int().min(0);

export const DashboardScopeSchema: z.ZodType<DashboardScope> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('personal') }),
  z.object({ kind: z.literal('organization'), organizationId: IdSchema }),
]);

/** What every live dashboard figure carries: whose figures they are and the calendar day they were counted for. */
const DashboardFigureEnvelope = { scope: DashboardScopeSchema, today: z.iso.date() };

export const TaskStatsSchema = z.object({
  total: count,
  todo: count,
  inProgress: count,
  review: count,
  done: count,
  /** Unfinished and due before `today`. */
  overdue: count,
  /** Unfinished and due from `today` to 6 days later. */
  dueThisWeek: count,
});
export type TaskStats = z.infer<typeof TaskStatsSchema>;

/** `task_stats_update`. */
export const TaskStatsUpdateSchema = TaskStatsSchema.extend(DashboardFigureEnvelope);
export type TaskStatsUpdate = z.infer<typeof TaskStatsUpdateSchema>;

export const ProjectStatsSchema = z.object({
  total: count,
  planning: count,
  active: count,
  onHold: count,
  completed: count,
  cancelled: count,
  averageProgress: z.number().min(0).max(100),
});
export type ProjectStats = z.infer<typeof ProjectStatsSchema>;

/** `project_stats_update`. */
export const ProjectStatsUpdateSchema = ProjectStatsSchema.extend(DashboardFigureEnvelope);
export type ProjectStatsUpdate = z.infer<typeof ProjectStatsUpdateSchema>;

export const SystemStatsSchema = z.object({
  onlineUsers: count,
  totalUsers: count,
  totalProjects: count,
  totalTasks: count,
  activeOrganizations: count,
  inactiveOrganizations: count,
});
export type SystemStats = z.infer<typeof SystemStatsSchema>;

export const PerformanceStatsSchema = z.object({
  /** Share of tasks done, in percent. */
  completionRate: z.number().min(0).max(100),
  /** Share of finished tasks finished on or before their due day, in percent. */
  onTimeRate: z.number().min(0).max(100),
  tasksCompletedThisWeek: count,
});
export type PerformanceStats = z.infer<typeof PerformanceStatsSchema>;

/** `performance_update`. */
export const PerformanceUpdateSchema = PerformanceStatsSchema.extend(DashboardFigureEnvelope);
export type PerformanceUpdate = z.infer<typeof PerformanceUpdateSchema>;

export const ActivityEntrySchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  message: z.string(),
  userName: z.string().optional(),
  projectId: IdSchema.nullable().optional(),
  /** What the entry is about, so a feed can link to it. */
  entityType: z.enum(['project', 'task', 'todo', 'organization', 'department', 'team', 'user']).optional(),
  entityId: IdSchema.optional(),
  entityTitle: z.string().optional(),
  timestamp: DateTimeStringSchema,
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const DashboardRefreshRequestedSchema = z.object({ timestamp: DateTimeStringSchema });
export type DashboardRefreshRequested = z.infer<typeof DashboardRefreshRequestedSchema>;

export const TaskStatusChangedEventSchema = z.object({
  taskId: IdSchema,
  projectId: IdSchema.nullable(),
  title: z.string(),
  /** State ids of the task's project's workflow. */
  previousStatus: z.string(),
  status: z.string(),
  changedBy: ActorSchema.optional(),
});
export type TaskStatusChangedEvent = z.infer<typeof TaskStatusChangedEventSchema>;

export const TaskCommentEventSchema = z.object({
  taskId: IdSchema,
  projectId: IdSchema.nullable(),
  comment: z.object({
    id: z.string().min(1),
    text: z.string(),
    author: ActorSchema,
    timestamp: DateTimeStringSchema,
  }),
});
export type TaskCommentEvent = z.infer<typeof TaskCommentEventSchema>;

export const MemberUpdateEventSchema = z.object({
  action: z.enum(['added', 'removed', 'role_changed']),
  userId: IdSchema,
  userName: z.string(),
  projectId: IdSchema.nullable().optional(),
  organizationId: IdSchema.nullable().optional(),
  role: z.string().optional(),
});
export type MemberUpdateEvent = z.infer<typeof MemberUpdateEventSchema>;

/**
 * The organization's profile or branding changed: sent to every member's sockets, so that open
 * screens take the new branding at once.
 */
export const OrganizationUpdatedEventSchema = OrganizationSchema;
export type OrganizationUpdatedEvent = z.infer<typeof OrganizationUpdatedEventSchema>;

type Notification = z.infer<typeof NotificationSchema>;

/** Events the client emits (socket.io typing: `Socket<ServerToClientEvents, ClientToServerEvents>` on the client). */
export interface ClientToServerEvents {
  join_project: (payload: ProjectRoomPayload, ack?: (result: SocketAck) => void) => void;
  leave_project: (payload: ProjectRoomPayload, ack?: (result: SocketAck) => void) => void;
  taskUpdate: (payload: TaskUpdateEventPayload, ack?: (result: SocketAck) => void) => void;
  discussionMessage: (payload: DiscussionMessagePayload, ack?: (result: SocketAck) => void) => void;
  projectUpdate: (payload: ProjectUpdateEventPayload, ack?: (result: SocketAck) => void) => void;
  typing: (payload: TypingPayload, ack?: (result: SocketAck) => void) => void;
  stopTyping: (payload: TypingPayload, ack?: (result: SocketAck) => void) => void;
  join_dashboard: (payload: DashboardRoomPayload, ack?: (result: SocketAck) => void) => void;
  leave_dashboard: (ack?: (result: SocketAck) => void) => void;
  refresh_dashboard: (payload: DashboardRoomPayload, ack?: (result: SocketAck) => void) => void;
  dashboard_activity: (payload: DashboardActivityPayload, ack?: (result: SocketAck) => void) => void;
}

/** Events the server emits (spec 7.6). */
export interface ServerToClientEvents {
  new_notification: (payload: Notification) => void;
  project_notification: (payload: ProjectNotification) => void;
  taskUpdated: (payload: TaskUpdatedEvent) => void;
  'task:updated': (payload: TaskUpdatedEvent) => void;
  newDiscussionMessage: (payload: DiscussionMessage) => void;
  projectUpdated: (payload: ProjectUpdatedEvent) => void;
  userJoinedProject: (payload: ProjectPresenceEvent) => void;
  userLeftProject: (payload: ProjectPresenceEvent) => void;
  userTyping: (payload: UserTypingEvent) => void;
  userStoppedTyping: (payload: UserStoppedTypingEvent) => void;
  dashboard_update: (payload: DashboardUpdateEvent) => void;
  task_stats_update: (payload: TaskStatsUpdate) => void;
  project_stats_update: (payload: ProjectStatsUpdate) => void;
  system_stats_update: (payload: SystemStats) => void;
  activity_update: (payload: ActivityEntry) => void;
  performance_update: (payload: PerformanceUpdate) => void;
  dashboard_refresh_requested: (payload: DashboardRefreshRequested) => void;
  task_status_changed: (payload: TaskStatusChangedEvent) => void;
  'task:status_changed': (payload: TaskStatusChangedEvent) => void;
  new_task_comment: (payload: TaskCommentEvent) => void;
  member_update: (payload: MemberUpdateEvent) => void;
  organization_updated: (payload: OrganizationUpdatedEvent) => void;
  organization_presence: (payload: OrganizationPresenceEvent) => void;
  socket_error: (payload: SocketErrorEvent) => void;
}

/** Server-side socket.io `InterServerEvents` (none: cross-process fan-out goes through the Redis adapter). */
export type InterServerEvents = Record<string, never>;

/** What the server keeps on each authenticated socket (`socket.data`). */
export interface SocketData {
  userId: string;
  userName: string;
  organizationId: string | null;
}

export type ClientEventName = keyof ClientToServerEvents;
export type ServerEventName = keyof ServerToClientEvents;

export const CLIENT_EVENT_NAMES = Object.keys(CLIENT_EVENT_SCHEMAS) as ClientEventName[];

export const SERVER_EVENT_NAMES = [
  'new_notification',
  'project_notification',
  'taskUpdated',
  'task:updated',
  'newDiscussionMessage',
  'projectUpdated',
  'userJoinedProject',
  'userLeftProject',
  'userTyping',
  'userStoppedTyping',
  'dashboard_update',
  'task_stats_update',
  'project_stats_update',
  'system_stats_update',
  'activity_update',
  'performance_update',
  'dashboard_refresh_requested',
  'task_status_changed',
  'task:status_changed',
  'new_task_comment',
  'member_update',
  'organization_updated',
  'organization_presence',
  'socket_error',
] as const satisfies readonly ServerEventName[];
