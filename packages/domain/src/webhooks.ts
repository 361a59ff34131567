import { z } from 'zod';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';

/**
 * Webhooks (issue 41): an organization admin (for the whole organization) or an individual without an
 * organization (for a project they own) subscribes a URL to events; each delivery is a signed JSON POST from the
 * job queue, retried with back-off, logged, and the webhook is disabled after repeated failure.
 */

// ---------------------------------------------------------------------------------------------------------------
// Events

export const WEBHOOK_ENTITIES = ['task', 'project', 'comment', 'member', 'time_entry'] as const;
export type WebhookEntity = (typeof WEBHOOK_ENTITIES)[number];
export const WEBHOOK_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number];

export const WEBHOOK_EVENTS = WEBHOOK_ENTITIES.flatMap((entity) =>
  WEBHOOK_ACTIONS.map((action) => `${entity}.${action}` as const),
) as readonly `${WebhookEntity}.${WebhookAction}`[];
export type WebhookEvent = `${WebhookEntity}.${WebhookAction}`;
/** The event of a test delivery (POST /webhooks/{id}/test): never subscribed to, always sent on request. */
export const WEBHOOK_PING_EVENT = 'ping';

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS as unknown as [WebhookEvent, ...WebhookEvent[]]);

export const WEBHOOK_ENTITY_LABELS: Record<WebhookEntity, string> = {
  task: 'Tasks',
  project: 'Projects',
  comment: 'Comments',
  member: 'Members',
  time_entry: 'Time entries',
};
export const WEBHOOK_ACTION_LABELS: Record<WebhookAction, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
};

// ---------------------------------------------------------------------------------------------------------------
// Limits, delivery rules

export const WEBHOOK_LIMITS = {
  secretMin: 16,
  secretMax: 200,
  urlMax: 2000,
  /** Webhooks per organization or per individual. */
  perOwner: 20,
  /** The delivery's request gives up after this long. */
  timeoutMs: 10_000,
  /** The most of a receiver's answer that is read and kept. */
  responseBodyMax: 4096,
  /** Deliveries failed in a row (after their retries) that disable a webhook. */
  failuresToDisable: 15,
} as const;

/**
 * Seconds between a delivery's attempts: the first retries within seconds, then longer, for about a day
 * (5 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 6 h, 7 h = 23 h 12 min 35 s). After the last, the delivery fails.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [
  5,
  30,
  120,
  600,
  3600,
  3 * 3600,
  6 * 3600,
  6 * 3600,
  7 * 3600,
];

/** The header names of a delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'X-TaskFlow-Signature',
  event: 'X-TaskFlow-Event',
  delivery: 'X-TaskFlow-Delivery',
  userAgent: 'TaskFlow-Webhooks/1',
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
};

/** A stored secret as answers show it: its last four characters only. */
export function maskWebhookSecret(secret: string): string {
  return `••••••••${secret.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Permissions

export interface WebhookActor {
  id: string;
  organizationId: string | null;
  isOrgAdmin: boolean;
}

/** Where a webhook listens: a whole organization, or one project of an individual (no organization). */
export interface WebhookScopeFacts {
  organizationId: string | null;
  /** The owner of the webhook's project (a project-scoped webhook); null for an organization's. */
  projectOwnerId: string | null;
}

/** Who may have webhooks at all: an organization's admins, and individuals (no organization). */
export function canUseWebhooks(actor: WebhookActor): boolean {
  return actor.organizationId ? actor.isOrgAdmin : true;
}

/**
 * Who manages a webhook (creates, reads, changes, deletes it, reads its deliveries): for an organization's, its
 * admins; for a project's, its owner when that owner has no organization.
 */
export function canManageWebhook(actor: WebhookActor, scope: WebhookScopeFacts): boolean {
  if (scope.organizationId) return actor.isOrgAdmin && actor.organizationId === scope.organizationId;
  return actor.organizationId === null && scope.projectOwnerId === actor.id;
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

export const WEBHOOK_MESSAGES = {
  created: 'Webhook created',
  updated: 'Webhook saved',
  deleted: 'Webhook deleted',
  redelivered: 'Delivery queued again',
  tested: 'Test delivery queued',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  forbidden: 'Only organization admins, or individuals for their own projects, manage webhooks',
  projectRequired:
    'Name one of your projects (projectId): without an organization a webhook listens to a project',
  projectNotOwned: 'You can subscribe only to projects you own',
  projectInOrganization:
    'Webhooks of an organization are scoped to the whole organization: leave out projectId',
  tooMany: `At most ${WEBHOOK_LIMITS.perOwner} webhooks`,
  urlInvalid: 'The URL must be an absolute http:// or https:// URL',
  urlCredentials: 'The URL must not contain a user name or password',
  urlUnresolvable: 'The URL’s host name does not resolve',
  urlPrivate:
    'The URL points to a loopback, private, link-local or otherwise internal address; webhooks go only to public addresses',
  secretLength: `The secret must be ${WEBHOOK_LIMITS.secretMin} to ${WEBHOOK_LIMITS.secretMax} characters`,
  eventsRequired: 'Choose at least one event',
  disabledTitle: 'Webhook disabled',
  disabledMessage: (url: string, failures: number) =>
    `The webhook to ${url} was disabled after ${failures} failed deliveries. Fix the receiver, then enable it again in the webhook settings.`,
} as const;

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  loading: 'Loading webhooks...',
  deliveryColumns: {
    event: 'Event',
    status: 'Status',
    responseCode: 'Response',
    attempts: 'Attempts',
    durationMs: 'Duration',
    createdAt: 'Created',
    detail: 'Next retry or error',
    actions: 'Actions',
  },
  retryAt: (when: string) => `Retry at ${when}`,
  loadFailed: 'Webhooks could not be loaded.',
  intro:
    'Send a signed POST to your own service when tasks, projects, comments, members or time entries change.',
  empty: 'No webhooks yet',
  add: 'Add webhook',
  edit: 'Edit webhook',
  url: 'Payload URL',
  events: 'Events',
  secret: 'Secret',
  secretHelp: `Used to sign every delivery (HMAC-SHA256); ${WEBHOOK_LIMITS.secretMin}–${WEBHOOK_LIMITS.secretMax} characters. Shown only now.`,
  secretKeep: 'Leave empty to keep the current secret',
  generate: 'Generate',
  project: 'Project',
  active: 'Active',
  enable: 'Enable',
  disable: 'Disable',
  sendTest: 'Send test',
  deliveries: 'Recent deliveries',
  noDeliveries: 'No deliveries yet',
  redeliver: 'Redeliver',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteQuestion: 'Delete this webhook?',
  testSent: 'Test delivery sent',
  disabledBadge: 'Disabled',
  failures: (n: number) => `${n} failed in a row`,
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Schemas

const SecretSchema = z
  .string()
  .min(WEBHOOK_LIMITS.secretMin, WEBHOOK_MESSAGES.secretLength)
  .max(WEBHOOK_LIMITS.secretMax, WEBHOOK_MESSAGES.secretLength);

const UrlSchema = z
  .url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.urlInvalid })
  .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlInvalid);

const EventsSchema = z
  .array(WebhookEventSchema)
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => [...new Set(events)]);

/** POST /webhooks. */
export const WebhookCreatePayloadSchema = z.object({
  url: UrlSchema,
  events: EventsSchema,
  secret: SecretSchema,
  /** For an individual (no organization): the project of theirs it listens to. */
  projectId: IdSchema.optional(),
  active: z.boolean().optional(),
});
export type WebhookCreatePayload = z.infer<typeof WebhookCreatePayloadSchema>;
export type WebhookCreateInput = z.input<typeof WebhookCreatePayloadSchema>;

/** PUT /webhooks/{id}: what is given changes; enabling again resets the failure count. */
export const WebhookUpdatePayloadSchema = z.object({
  url: UrlSchema.optional(),
  events: EventsSchema.optional(),
  secret: SecretSchema.optional(),
  active: z.boolean().optional(),
});
export type WebhookUpdatePayload = z.infer<typeof WebhookUpdatePayloadSchema>;
export type WebhookUpdateInput = z.input<typeof WebhookUpdatePayloadSchema>;

export const WebhookSchema = z.object({
  id: IdSchema,
  url: z.string(),
  events: z.array(WebhookEventSchema),
  organizationId: IdSchema.nullable(),
  projectId: IdSchema.nullable(),
  active: z.boolean(),
  /** The secret masked (its last four characters). */
  secretMasked: z.string(),
  /** Deliveries failed in a row. */
  consecutiveFailures: z.number().int().min(0),
  disabledAt: DateTimeStringSchema.nullable(),
  createdBy: IdSchema.nullable(),
  createdAt: DateTimeStringSchema,
  updatedAt: DateTimeStringSchema,
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookAnswerSchema = apiSuccess(WebhookSchema);
export const WebhookListAnswerSchema = apiSuccess(z.array(WebhookSchema));

export const WebhookDeliverySchema = z.object({
  id: IdSchema,
  webhookId: IdSchema,
  /** The event's id: the same on every attempt and on a redelivery (receivers de-duplicate by it). */
  eventId: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  responseCode: z.number().int().nullable(),
  attempts: z.number().int().min(0),
  durationMs: z.number().int().nullable(),
  nextRetryAt: DateTimeStringSchema.nullable(),
  error: z.string().nullable(),
  createdAt: DateTimeStringSchema,
  deliveredAt: DateTimeStringSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = paginated(WebhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;
export const WebhookDeliveryAnswerSchema = apiSuccess(WebhookDeliverySchema);
export const WebhookDeliveryListQuerySchema = PageQuerySchema.omit({ search: true });
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuerySchema>;

/** The JSON body of a delivery. */
export interface WebhookPayload {
  id: string;
  event: WebhookEvent | typeof WEBHOOK_PING_EVENT;
  occurredAt: string;
  organizationId: string | null;
  projectId: string | null;
  actor: { id: string; name: string } | null;
  data: unknown;
  changes?: Record<string, { before: unknown; after: unknown }>;
}

/** The changed fields between two versions of an entity (top-level fields, compared as JSON). */
export function webhookChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = [],
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
    }
  }
  return changes;
}
