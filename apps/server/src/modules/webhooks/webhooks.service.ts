import { createHmac, randomBytes } from 'node:crypto';
import {
  type Actor,
  canManageWebhook,
  canUseWebhooks,
  maskWebhookSecret,
  ORG_ADMIN_ROLES,
  WEBHOOK_HEADERS,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING_EVENT,
  type Webhook,
  type WebhookCreatePayload,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryPage,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookPayload,
  type WebhookUpdatePayload,
} from '@app/domain';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { WebhookSettings } from '../../config';
import type { AppDb } from '../../db/client';
import { mailQueue, projects, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import type { JobContext, JobQueue } from '../../jobs/queue';
import { notify } from '../notifications';
import type { Viewer } from '../work';
import { checkWebhookUrl, postWebhook, WebhookUrlError } from './webhooks.network';
import { type WebhookDeliveryRow, type WebhookRow, webhookDeliveries, webhooks } from './webhooks.schema';

/** The pg-boss queue of deliveries: one job per attempt of a delivery. */
export const WEBHOOK_QUEUE = 'webhook-delivery';
/** The sender of the disabled notice: nobody, so no admin is left out as the author. */
const SYSTEM_ACTOR = '';

export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    organizationId: row.organizationId,
    projectId: row.projectId,
    active: row.active,
    secretMasked: maskWebhookSecret(row.secret),
    consecutiveFailures: row.consecutiveFailures,
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    event: row.event,
    status: row.status as WebhookDeliveryStatus,
    responseCode: row.responseCode,
    attempts: row.attempts,
    durationMs: row.durationMs,
    nextRetryAt: row.nextRetryAt ? row.nextRetryAt.toISOString() : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  };
}

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function newEventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

function requireUser(viewer: Viewer): void {
  if (!canUseWebhooks(viewer)) throw new AppError(403, WEBHOOK_MESSAGES.forbidden);
}

async function projectOwnerOf(db: AppDb, projectId: string | null): Promise<string | null> {
  if (!projectId) return null;
  const [project] = await db
    .select({ ownerId: projects.ownerId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return project?.ownerId ?? null;
}

/** A webhook the viewer manages: 403 for someone who has none, 404 for another's. */
async function requireManaged(db: AppDb, viewer: Viewer, id: string): Promise<WebhookRow> {
  requireUser(viewer);
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw new AppError(404, WEBHOOK_MESSAGES.notFound);
  const projectOwnerId = await projectOwnerOf(db, row.projectId);
  if (!canManageWebhook(viewer, { organizationId: row.organizationId, projectOwnerId })) {
    throw new AppError(404, WEBHOOK_MESSAGES.notFound);
  }
  return row;
}

async function requireAllowedUrl(url: string, settings: WebhookSettings): Promise<void> {
  try {
    await checkWebhookUrl(url, settings.allowPrivate);
  } catch (error) {
    if (error instanceof WebhookUrlError) throw new AppError(400, error.message);
    throw error;
  }
}

/** The viewer's webhooks: their organization's, or (an individual) those of the projects they own. */
function ownedBy(viewer: Viewer) {
  return viewer.organizationId
    ? eq(webhooks.organizationId, viewer.organizationId)
    : and(
        isNull(webhooks.organizationId),
        inArray(
          webhooks.projectId,
          sql`(select ${projects.id} from ${projects} where ${projects.ownerId} = ${viewer.id} and ${projects.organizationId} is null)`,
        ),
      );
}

export async function listWebhooks(db: AppDb, viewer: Viewer): Promise<Webhook[]> {
  requireUser(viewer);
  const rows = await db.select().from(webhooks).where(ownedBy(viewer)).orderBy(desc(webhooks.createdAt));
  return rows.map(toWebhook);
}

export async function getWebhook(db: AppDb, viewer: Viewer, id: string): Promise<Webhook> {
  return toWebhook(await requireManaged(db, viewer, id));
}

/** POST /webhooks: an organization admin for the organization, an individual for a project of theirs. */
export async function createWebhook(
  db: AppDb,
  settings: WebhookSettings,
  viewer: Viewer,
  payload: WebhookCreatePayload,
): Promise<Webhook> {
  requireUser(viewer);
  let scope: { organizationId: string | null; projectId: string | null };
  if (viewer.organizationId) {
    if (payload.projectId) throw new AppError(400, WEBHOOK_MESSAGES.projectInOrganization);
    scope = { organizationId: viewer.organizationId, projectId: null };
  } else {
    if (!payload.projectId) throw new AppError(400, WEBHOOK_MESSAGES.projectRequired);
    const [project] = await db
      .select({ ownerId: projects.ownerId, organizationId: projects.organizationId })
      .from(projects)
      .where(eq(projects.id, payload.projectId));
    if (
      !project ||
      !canManageWebhook(viewer, { organizationId: project.organizationId, projectOwnerId: project.ownerId })
    ) {
      throw new AppError(403, WEBHOOK_MESSAGES.projectNotOwned);
    }
    scope = { organizationId: null, projectId: payload.projectId };
  }
  const [existing] = await db.select({ n: count() }).from(webhooks).where(ownedBy(viewer));
  if ((existing?.n ?? 0) >= WEBHOOK_LIMITS.perOwner) throw new AppError(400, WEBHOOK_MESSAGES.tooMany);
  await requireAllowedUrl(payload.url, settings);
  const [row] = await db
    .insert(webhooks)
    .values({
      ...scope,
      url: payload.url,
      events: payload.events,
      secret: payload.secret,
      active: payload.active ?? true,
      createdBy: viewer.id,
    })
    .returning();
  if (!row) throw new AppError(500, 'The webhook was not saved');
  return toWebhook(row);
}

/** PUT /webhooks/{id}: enabling a webhook again resets its failure count. */
export async function updateWebhook(
  db: AppDb,
  settings: WebhookSettings,
  viewer: Viewer,
  id: string,
  payload: WebhookUpdatePayload,
): Promise<Webhook> {
  const current = await requireManaged(db, viewer, id);
  if (payload.url !== undefined && payload.url !== current.url)
    await requireAllowedUrl(payload.url, settings);
  const enabling = payload.active === true && !current.active;
  const [row] = await db
    .update(webhooks)
    .set({
      ...(payload.url !== undefined ? { url: payload.url } : {}),
      ...(payload.events !== undefined ? { events: payload.events } : {}),
      ...(payload.secret !== undefined ? { secret: payload.secret } : {}),
      ...(payload.active !== undefined ? { active: payload.active } : {}),
      ...(enabling ? { consecutiveFailures: 0, disabledAt: null } : {}),
    })
    .where(eq(webhooks.id, id))
    .returning();
  if (!row) throw new AppError(404, WEBHOOK_MESSAGES.notFound);
  return toWebhook(row);
}

export async function deleteWebhook(db: AppDb, viewer: Viewer, id: string): Promise<void> {
  await requireManaged(db, viewer, id);
  await db.delete(webhooks).where(eq(webhooks.id, id));
}

/** GET /webhooks/{id}/deliveries: newest first, paged. */
export async function listDeliveries(
  db: AppDb,
  viewer: Viewer,
  id: string,
  query: WebhookDeliveryListQuery,
): Promise<WebhookDeliveryPage> {
  await requireManaged(db, viewer, id);
  // Served by webhook_deliveries_webhook_created_idx.
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id));
  const n = total?.n ?? 0;
  return {
    success: true,
    data: rows.map(toDelivery),
    pagination: { page: query.page, limit: query.limit, total: n, pages: Math.ceil(n / query.limit) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Deliveries

/** Queues a delivery's next attempt: now (and the workers are woken) or at `at`. */
export async function queueAttempt(
  jobs: JobQueue,
  delivery: { id: string; attempts: number },
  at?: Date,
): Promise<void> {
  await jobs.send(
    WEBHOOK_QUEUE,
    { deliveryId: delivery.id, attempt: delivery.attempts },
    { singletonKey: `${delivery.id}:${delivery.attempts}`, ...(at ? { startAfter: at } : {}) },
  );
  if (!at || at.getTime() <= Date.now()) jobs.notify(WEBHOOK_QUEUE);
}

async function insertDeliveries(
  db: AppDb,
  jobs: JobQueue,
  targets: readonly { id: string }[],
  payload: WebhookPayload,
): Promise<WebhookDeliveryRow[]> {
  if (targets.length === 0) return [];
  const body = JSON.stringify(payload);
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      targets.map((target) => ({ webhookId: target.id, eventId: payload.id, event: payload.event, body })),
    )
    .returning();
  for (const row of rows) await queueAttempt(jobs, row);
  return rows;
}

/** POST /webhooks/{id}/test: a `ping` delivery, whatever events the webhook has. */
export async function sendTestDelivery(
  db: AppDb,
  jobs: JobQueue,
  viewer: Viewer,
  id: string,
): Promise<WebhookDelivery> {
  const hook = await requireManaged(db, viewer, id);
  const [row] = await insertDeliveries(db, jobs, [hook], {
    id: newEventId(),
    event: WEBHOOK_PING_EVENT,
    occurredAt: new Date().toISOString(),
    organizationId: hook.organizationId,
    projectId: hook.projectId,
    actor: { id: viewer.id, name: viewer.name },
    data: { webhookId: hook.id, events: hook.events },
  });
  if (!row) throw new AppError(500, 'The delivery was not saved');
  return toDelivery(row);
}

/** POST /webhooks/{id}/deliveries/{deliveryId}/redeliver: the same body (and event id) as a new delivery. */
export async function redeliver(
  db: AppDb,
  jobs: JobQueue,
  viewer: Viewer,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await requireManaged(db, viewer, id);
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
  if (!original) throw new AppError(404, WEBHOOK_MESSAGES.deliveryNotFound);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ webhookId: id, eventId: original.eventId, event: original.event, body: original.body })
    .returning();
  if (!row) throw new AppError(500, 'The delivery was not saved');
  await queueAttempt(jobs, row);
  return toDelivery(row);
}

/**
 * After a committed change: one delivery per active webhook that listens to the event in its scope (the
 * organization's webhooks, and the webhooks of the project), each queued at once.
 */
export async function enqueueEvent(
  context: Pick<JobContext, 'db' | 'jobs'>,
  payload: WebhookPayload,
): Promise<number> {
  const scopes = [
    payload.organizationId ? eq(webhooks.organizationId, payload.organizationId) : undefined,
    payload.projectId ? eq(webhooks.projectId, payload.projectId) : undefined,
  ].filter((scope) => scope !== undefined);
  if (scopes.length === 0) return 0;
  // Served by webhooks_organization_idx and webhooks_project_idx.
  const targets = await context.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.active, true),
        or(...scopes),
        sql`${webhooks.events} @> ${JSON.stringify([payload.event])}::jsonb`,
      ),
    );
  const rows = await insertDeliveries(context.db, context.jobs, targets, payload);
  return rows.length;
}

/**
 * The job: one attempt of a delivery. The attempt is claimed first (attempts + 1 where it still is the expected
 * one), so a job run twice sends once; a 2xx answer delivers it, anything else (an error, the timeout) schedules
 * the next attempt or, after the last, fails the delivery. A webhook whose deliveries failed `failuresToDisable`
 * times in a row is disabled and its admins are told, in the app and by mail.
 */
export async function deliverAttempt(
  context: Pick<JobContext, 'db' | 'jobs' | 'events'>,
  settings: WebhookSettings,
  data: Record<string, unknown>,
): Promise<void> {
  const { db } = context;
  const deliveryId = typeof data.deliveryId === 'string' ? data.deliveryId : undefined;
  const attempt = typeof data.attempt === 'number' ? data.attempt : undefined;
  if (!deliveryId || attempt === undefined) return;
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ attempts: attempt + 1 })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.attempts, attempt),
        inArray(webhookDeliveries.status, ['pending', 'retrying']),
      ),
    )
    .returning();
  if (!claimed) return;
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, claimed.webhookId));
  if (!hook) return;
  if (!hook.active) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: 'The webhook is disabled', nextRetryAt: null })
      .where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const outcome = await postWebhook({
    url: hook.url,
    body: claimed.body,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': WEBHOOK_HEADERS.userAgent,
      [WEBHOOK_HEADERS.signature]: signWebhookBody(hook.secret, claimed.body),
      [WEBHOOK_HEADERS.event]: claimed.event,
      [WEBHOOK_HEADERS.delivery]: claimed.id,
    },
    timeoutMs: settings.timeoutMs,
    bodyMax: WEBHOOK_LIMITS.responseBodyMax,
    allowPrivate: settings.allowPrivate,
  });
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const answer = {
    responseCode: outcome.status,
    responseBody: outcome.body,
    durationMs: outcome.durationMs,
    error: ok ? null : (outcome.error ?? `The receiver answered ${outcome.status}`),
  };
  if (ok) {
    await db
      .update(webhookDeliveries)
      .set({ ...answer, status: 'succeeded', deliveredAt: new Date(), nextRetryAt: null })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (hook.consecutiveFailures > 0) {
      await db.update(webhooks).set({ consecutiveFailures: 0 }).where(eq(webhooks.id, hook.id));
    }
    return;
  }
  const delay = settings.retryDelaysSeconds[attempt];
  if (delay !== undefined) {
    const at = new Date(Date.now() + delay * 1000);
    await db
      .update(webhookDeliveries)
      .set({ ...answer, status: 'retrying', nextRetryAt: at })
      .where(eq(webhookDeliveries.id, deliveryId));
    await queueAttempt(context.jobs, { id: deliveryId, attempts: attempt + 1 }, at);
    return;
  }
  await db
    .update(webhookDeliveries)
    .set({ ...answer, status: 'failed', nextRetryAt: null })
    .where(eq(webhookDeliveries.id, deliveryId));
  await countFailure(context, settings, hook.id);
}

/** One more delivery failed for good: the webhook is disabled at the limit, and its admins are told. */
async function countFailure(
  context: Pick<JobContext, 'db' | 'events'>,
  settings: WebhookSettings,
  webhookId: string,
): Promise<void> {
  const outbox = new EventOutbox();
  await context.db.transaction(async (tx) => {
    const [hook] = await tx
      .update(webhooks)
      .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
      .where(eq(webhooks.id, webhookId))
      .returning();
    if (!hook?.active || hook.consecutiveFailures < settings.failuresToDisable) return;
    await tx
      .update(webhooks)
      .set({ active: false, disabledAt: new Date() })
      .where(eq(webhooks.id, webhookId));
    const recipients = await adminsOf(tx, hook);
    const title = WEBHOOK_MESSAGES.disabledTitle;
    const message = WEBHOOK_MESSAGES.disabledMessage(hook.url, hook.consecutiveFailures);
    await notify(
      tx,
      outbox,
      SYSTEM_ACTOR,
      recipients.map((recipientId) => ({
        recipientId,
        type: 'other' as const,
        title,
        message,
        projectId: hook.projectId,
      })),
    );
    // The in-app notice always; the mail as an 'updates' mail (the mail worker sends it unless that kind is off).
    if (recipients.length > 0) {
      await tx.insert(mailQueue).values(
        recipients.map((recipientId) => ({
          recipientId,
          kind: 'updates',
          projectId: hook.projectId,
          title,
          message,
        })),
      );
    }
  });
  outbox.flushTo(context.events);
}

/** Who is told of a disabled webhook: an organization's active admins, or the project's owner. */
async function adminsOf(db: AppDb, hook: WebhookRow): Promise<string[]> {
  if (hook.organizationId) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organizationId, hook.organizationId),
          isNull(users.disabledAt),
          or(eq(users.isOrgAdmin, true), inArray(users.orgRole, [...ORG_ADMIN_ROLES])),
        ),
      );
    return rows.map((row) => row.id);
  }
  const owner = await projectOwnerOf(db, hook.projectId);
  return owner ? [owner] : [];
}

/** The start step: queues every unfinished delivery again (a restart); singleton keys keep one job per attempt. */
export async function queueOpenDeliveries(context: JobContext): Promise<void> {
  const rows = await context.db
    .select({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      nextRetryAt: webhookDeliveries.nextRetryAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.status, ['pending', 'retrying']))
    .limit(10_000);
  for (const row of rows) await queueAttempt(context.jobs, row, row.nextRetryAt ?? undefined);
}

export function actorOf(actor: Actor | undefined): WebhookPayload['actor'] {
  return actor ? { id: actor.userId, name: actor.userName } : null;
}
