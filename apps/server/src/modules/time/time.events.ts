import type { Actor } from '@app/domain';
import type { DomainEventBus, EventOutbox } from '../../events/bus';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import type { TimeEntryRow } from './time.schema';

declare module '../../events/bus' {
  interface DomainEventMap {
    /**
     * Someone's time changed: an entry logged, changed or deleted, a timer started or stopped, a week submitted,
     * approved or rejected. Ids only: screens read what they show again.
     */
    'time.changed': {
      userId: string;
      projectId: string | null;
      organizationId: string | null;
      /** A timesheet's review state changed: the organization's reviewers' pending lists are read again. */
      timesheet?: boolean;
      /** One entry logged, changed or deleted by hand: the rows before and after (webhooks' time_entry events). */
      entry?: TimeEntryChange;
    };
  }
}

/** One time entry's change, with its row before (updated, deleted) and after (created, updated). */
export interface TimeEntryChange {
  change: 'created' | 'updated' | 'deleted';
  before: TimeEntryRow | null;
  after: TimeEntryRow | null;
  actor: Actor;
}

/** Tells of a change of someone's time, now (a bus) or once the transaction committed (an outbox). */
export function tellTimeChanged(
  target: DomainEventBus | EventOutbox,
  change: { userId: string; projectId: string | null; organizationId: string | null },
  timesheet = false,
  entry?: TimeEntryChange,
): void {
  const event = {
    type: 'time.changed' as const,
    userId: change.userId,
    projectId: change.projectId,
    organizationId: change.organizationId,
    ...(timesheet ? { timesheet: true } : {}),
    ...(entry ? { entry } : {}),
  };
  if ('add' in target) target.add(event);
  else target.publish(event);
}

export const timeEvents: EventHandlers = {
  'time.changed': {
    // The person's own screens (the timer in the header, their entries and weeks), the project's open screens (its
    // managers' lists and reports), and for a timesheet the organization (reviewers' pending lists).
    realtime: (event, { io }) => {
      const audience = [rooms.user(event.userId)];
      if (event.projectId) audience.push(rooms.project(event.projectId));
      if (event.timesheet && event.organizationId) audience.push(rooms.organization(event.organizationId));
      io.to(audience).emit('dashboard_update', {
        type: 'time_changed',
        data: { userId: event.userId, projectId: event.projectId },
      });
    },
    // No answer of the read cache shows time (finance's summary is never cached).
  },
};
