import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CLIENT_EVENT_NAMES,
  CLIENT_EVENT_SCHEMAS,
  type ClientToServerEvents,
  DashboardActivityPayloadSchema,
  SERVER_EVENT_NAMES,
  type ServerToClientEvents,
  TaskStatsUpdateSchema,
  TypingPayloadSchema,
  type UserTypingEvent,
} from './socket-events';

describe('socket event map (spec 7.6)', () => {
  it('names every client event of the spec', () => {
    expect(CLIENT_EVENT_NAMES).toEqual([
      'join_project',
      'leave_project',
      'taskUpdate',
      'discussionMessage',
      'projectUpdate',
      'typing',
      'stopTyping',
      'join_dashboard',
      'leave_dashboard',
      'refresh_dashboard',
      'dashboard_activity',
    ]);
    expectTypeOf<keyof typeof CLIENT_EVENT_SCHEMAS>().toEqualTypeOf<keyof ClientToServerEvents>();
  });

  it('names every server event of the spec', () => {
    // The 21 events of spec 7.6, organization_updated (live branding), organization_presence (who is
    // online) and socket_error for a refused client event.
    expect(SERVER_EVENT_NAMES).toHaveLength(24);
    expect(SERVER_EVENT_NAMES).toContain('socket_error');
    expectTypeOf<(typeof SERVER_EVENT_NAMES)[number]>().toEqualTypeOf<keyof ServerToClientEvents>();
    expectTypeOf<Parameters<ServerToClientEvents['userTyping']>[0]>().toEqualTypeOf<UserTypingEvent>();
  });

  it('validates client payloads', () => {
    expect(TypingPayloadSchema.parse({ discussionId: 'd1' })).toEqual({ discussionId: 'd1' });
    expect(TypingPayloadSchema.safeParse({}).success).toBe(false);
    expect(CLIENT_EVENT_SCHEMAS.join_project.safeParse({ projectId: 'nope' }).success).toBe(false);
    expect(CLIENT_EVENT_SCHEMAS.join_project.parse({ projectId: '0123456789abcdef01234567' }).projectId).toBe(
      '0123456789abcdef01234567',
    );
    expect(DashboardActivityPayloadSchema.safeParse({}).success).toBe(false);
    expect(DashboardActivityPayloadSchema.safeParse({ timestamp: 'yesterday' }).success).toBe(false);
    expect(DashboardActivityPayloadSchema.parse({ timestamp: '2025-06-15T10:00:00.000Z' }).timestamp).toBe(
      '2025-06-15T10:00:00.000Z',
    );
    // The dashboard's day is optional, as for GET /dashboard; a malformed one is refused.
    expect(CLIENT_EVENT_SCHEMAS.join_dashboard.safeParse(undefined).success).toBe(true);
    expect(CLIENT_EVENT_SCHEMAS.refresh_dashboard.parse({ today: '2025-06-15' })).toEqual({
      today: '2025-06-15',
    });
    expect(CLIENT_EVENT_SCHEMAS.refresh_dashboard.safeParse({ today: '15/06/2025' }).success).toBe(false);
    expect(CLIENT_EVENT_SCHEMAS.leave_dashboard).toBeUndefined();
  });

  it('names whose figures a live dashboard update carries', () => {
    const figures = { total: 2, todo: 1, inProgress: 0, review: 0, done: 1, overdue: 0, dueThisWeek: 1 };
    const personal = { ...figures, scope: { kind: 'personal' }, today: '2025-06-15' };
    expect(TaskStatsUpdateSchema.parse(personal)).toEqual(personal);
    expect(TaskStatsUpdateSchema.safeParse(figures).success).toBe(false);
    expect(
      TaskStatsUpdateSchema.safeParse({ ...personal, scope: { kind: 'organization', organizationId: 'x' } })
        .success,
    ).toBe(false);
    expect(TaskStatsUpdateSchema.safeParse({ ...personal, done: -1 }).success).toBe(false);
  });
});
