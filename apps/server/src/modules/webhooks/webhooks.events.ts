import { type WebhookEvent, type WebhookPayload, webhookChanges } from '@app/domain';
import type { TimeEntryRow } from '../../db/schema';
import type { DomainEvent } from '../../events/bus';
import { actorOf, newEventId } from './webhooks.service';

/** Fields left out of the changes: they move with every change. */
const NOISE = ['updatedAt', 'updated_at', 'subtasks', 'reminders', 'myRole'];

const MEMBER_ACTIONS = { added: 'created', removed: 'deleted', role_changed: 'updated' } as const;

function payload(
  event: WebhookEvent,
  scope: { organizationId: string | null; projectId: string | null },
  actor: WebhookPayload['actor'],
  data: unknown,
  changes?: WebhookPayload['changes'],
): WebhookPayload {
  return {
    id: newEventId(),
    event,
    occurredAt: new Date().toISOString(),
    organizationId: scope.organizationId,
    projectId: scope.projectId,
    actor,
    data,
    ...(changes ? { changes } : {}),
  };
}

/** A time entry as a webhook shows it (without the cost snapshot). */
function timeEntryData(row: TimeEntryRow) {
  return {
    id: row.id,
    userId: row.userId,
    taskId: row.taskId,
    projectId: row.projectId,
    organizationId: row.organizationId,
    date: row.workedOn,
    durationSeconds: row.durationSeconds,
    note: row.note,
    billable: row.billable,
    fromTimer: row.fromTimer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The webhook event a domain event is, if any. An update carries the changed fields before and after; a task's
 * knock-on change (a parent's progress) has no `previous` and sends nothing.
 */
export function webhookPayloadOf(event: DomainEvent): WebhookPayload | undefined {
  switch (event.type) {
    case 'task.saved': {
      const scope = { organizationId: event.organizationId, projectId: event.task.projectId ?? null };
      if (event.change === 'created') return payload('task.created', scope, actorOf(event.actor), event.task);
      if (!event.previous) return undefined;
      const changes = webhookChanges(
        event.previous as unknown as Record<string, unknown>,
        event.task as unknown as Record<string, unknown>,
        NOISE,
      );
      if (Object.keys(changes).length === 0) return undefined;
      return payload('task.updated', scope, actorOf(event.actor), event.task, changes);
    }
    case 'task.deleted':
      return payload(
        'task.deleted',
        { organizationId: event.organizationId, projectId: event.projectId },
        actorOf(event.actor),
        { id: event.taskId },
      );
    case 'task.commented':
      return payload(
        'comment.created',
        { organizationId: event.organizationId, projectId: event.task.projectId },
        actorOf(event.actor),
        { ...event.comment, taskId: event.task.id },
      );
    case 'project.saved': {
      const scope = { organizationId: event.organizationId, projectId: event.project._id ?? null };
      if (event.change === 'created')
        return payload('project.created', scope, actorOf(event.actor), event.project);
      const changes = event.previous
        ? webhookChanges(
            event.previous as unknown as Record<string, unknown>,
            event.project as unknown as Record<string, unknown>,
            NOISE,
          )
        : {};
      return payload('project.updated', scope, actorOf(event.actor), event.project, changes);
    }
    case 'project.deleted':
      return payload(
        'project.deleted',
        { organizationId: event.organizationId, projectId: event.projectId },
        actorOf(event.actor),
        { id: event.projectId },
      );
    case 'member.changed':
      return payload(
        `member.${MEMBER_ACTIONS[event.change.action]}`,
        { organizationId: event.organizationId, projectId: event.projectId },
        actorOf(event.actor),
        { ...event.change, scope: 'project' },
      );
    case 'organization.member.changed':
      return payload(
        `member.${MEMBER_ACTIONS[event.update.action]}`,
        { organizationId: event.organizationId, projectId: null },
        null,
        { ...event.update, scope: 'organization' },
      );
    case 'time.changed': {
      const entry = event.entry;
      if (!entry) return undefined;
      const row = entry.after ?? entry.before;
      if (!row) return undefined;
      const scope = { organizationId: row.organizationId, projectId: row.projectId };
      const actor = actorOf(entry.actor);
      if (entry.change === 'updated' && entry.before && entry.after) {
        const changes = webhookChanges(timeEntryData(entry.before), timeEntryData(entry.after), NOISE);
        return payload('time_entry.updated', scope, actor, timeEntryData(entry.after), changes);
      }
      return payload(`time_entry.${entry.change}`, scope, actor, timeEntryData(row));
    }
    default:
      return undefined;
  }
}
