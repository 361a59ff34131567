import { describe, expect, it } from 'vitest';
import {
  canApproveTimesheet,
  canLogTime,
  canReadTimeEntry,
  canTransitionTimesheet,
  dayInTimeZone,
  effectiveRate,
  formatDuration,
  isTimesheetLocked,
  isWeekStart,
  labourCostMinor,
  labourCostUsdMinor,
  ProjectRatesPayloadSchema,
  TIME_MESSAGES,
  TimeEntryCreatePayloadSchema,
  TimeEntryListQuerySchema,
  TimeEntryUpdatePayloadSchema,
  TimerStartPayloadSchema,
  timerDurationSeconds,
  weekDays,
  weekEndOf,
  weekStartOf,
} from './index';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [30, '30s'],
    [60, '1m'],
    [2700, '45m'],
    [3600, '1h'],
    [5400, '1h 30m'],
    [5459, '1h 30m'],
    [90_000, '25h'],
  ])('%i seconds → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('weeks', () => {
  it('starts an ISO week on Monday', () => {
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07'); // a Monday
    expect(weekStartOf('2026-12-13')).toBe('2026-12-07'); // Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across the year
    expect(weekEndOf('2026-12-07')).toBe('2026-12-13');
    expect(isWeekStart('2026-12-07')).toBe(true);
    expect(isWeekStart('2026-12-08')).toBe(false);
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('dates a moment in a time zone, UTC without one or with an unknown one', () => {
    const moment = new Date('2026-12-07T20:00:00Z');
    expect(dayInTimeZone(moment)).toBe('2026-12-07');
    expect(dayInTimeZone(moment, 'Asia/Kolkata')).toBe('2026-12-08');
    expect(dayInTimeZone(moment, 'America/Los_Angeles')).toBe('2026-12-07');
    expect(dayInTimeZone(moment, 'Mars/Olympus')).toBe('2026-12-07');
  });

  it('measures a timer in whole seconds, at least one and at most a day', () => {
    const start = new Date('2026-12-07T09:00:00Z');
    expect(timerDurationSeconds(start, new Date('2026-12-07T10:30:00.900Z'))).toBe(5400);
    expect(timerDurationSeconds(start.toISOString(), start)).toBe(1);
    expect(timerDurationSeconds(start, new Date('2026-12-09T09:00:00Z'))).toBe(86_400);
  });
});

describe('labour cost', () => {
  it('90 minutes at $50/hour is $75.00, i.e. 6,236.25 INR at 83.15', () => {
    expect(labourCostMinor(5400, 5000)).toBe(7500);
    expect(labourCostUsdMinor(5400, 5000, 1)).toBe(7500);
    expect(Math.round(7500 * 83.15)).toBe(623_625);
  });

  it('rounds to whole minor units, once in the rate currency and once in USD', () => {
    expect(labourCostMinor(1, 5000)).toBe(1); // 1.39 cents
    expect(labourCostMinor(1000, 333)).toBe(93); // 92.5 → 93
    expect(labourCostUsdMinor(3600, 415_750, 0.012)).toBe(4989); // ₹4,157.50 an hour
  });

  it("takes the member's rate over the project's", () => {
    const project = { rateMinor: 5000, currency: 'USD' as const };
    const member = { rateMinor: 400_000, currency: 'INR' as const };
    expect(effectiveRate(project, member)).toBe(member);
    expect(effectiveRate(project, null)).toBe(project);
    expect(effectiveRate(null, undefined)).toBeNull();
  });
});

describe('timesheet states', () => {
  it('locks submitted and approved weeks', () => {
    expect(isTimesheetLocked('draft')).toBe(false);
    expect(isTimesheetLocked('rejected')).toBe(false);
    expect(isTimesheetLocked('submitted')).toBe(true);
    expect(isTimesheetLocked('approved')).toBe(true);
    expect(isTimesheetLocked(undefined)).toBe(false);
  });

  it('moves draft → submitted → approved | rejected → submitted', () => {
    expect(canTransitionTimesheet('draft', 'submitted')).toBe(true);
    expect(canTransitionTimesheet('rejected', 'submitted')).toBe(true);
    expect(canTransitionTimesheet('submitted', 'approved')).toBe(true);
    expect(canTransitionTimesheet('submitted', 'rejected')).toBe(true);
    expect(canTransitionTimesheet('approved', 'submitted')).toBe(false);
    expect(canTransitionTimesheet('approved', 'rejected')).toBe(false);
    expect(canTransitionTimesheet('draft', 'approved')).toBe(false);
    expect(canTransitionTimesheet('submitted', 'submitted')).toBe(false);
  });
});

describe('permissions', () => {
  const task = { projectId: 'p1', assignedTo: 'u2', createdBy: 'u1' };

  it('lets whoever may move a task log time on it', () => {
    expect(canLogTime(task, 'u2', 'team-member')).toBe(true);
    expect(canLogTime(task, 'u3', 'team-member')).toBe(false); // someone else's task
    expect(canLogTime(task, 'u3', 'team-lead')).toBe(true);
    expect(canLogTime(task, 'u3', 'viewer')).toBe(false);
    expect(canLogTime({ projectId: null, createdBy: 'u1', assignedTo: null }, 'u1', null)).toBe(true);
    expect(canLogTime({ projectId: null, createdBy: 'u1', assignedTo: null }, 'u2', null)).toBe(false);
  });

  it('lets the owner, project managers, the department manager and org admins read time', () => {
    const base = { readerId: 'r', ownerId: 'o', orgAdminOfOwner: false, managesOwnerDepartment: false };
    expect(canReadTimeEntry({ ...base, readerId: 'o' })).toBe(true);
    expect(canReadTimeEntry(base)).toBe(false);
    expect(canReadTimeEntry({ ...base, projectRole: 'team-member' })).toBe(false);
    expect(canReadTimeEntry({ ...base, projectRole: 'viewer' })).toBe(false);
    for (const role of ['owner', 'supervisor', 'team-lead'] as const) {
      expect(canReadTimeEntry({ ...base, projectRole: role })).toBe(true);
    }
    expect(canReadTimeEntry({ ...base, orgAdminOfOwner: true })).toBe(true);
    expect(canReadTimeEntry({ ...base, managesOwnerDepartment: true })).toBe(true);
  });

  it('lets a manager review a timesheet, never their own', () => {
    const base = {
      reviewerId: 'r',
      ownerId: 'o',
      orgAdminOfOwner: false,
      managesOwnerDepartment: false,
      managesProjectOfWeek: false,
    };
    expect(canApproveTimesheet(base)).toBe(false);
    expect(canApproveTimesheet({ ...base, orgAdminOfOwner: true })).toBe(true);
    expect(canApproveTimesheet({ ...base, managesOwnerDepartment: true })).toBe(true);
    expect(canApproveTimesheet({ ...base, managesProjectOfWeek: true })).toBe(true);
    expect(
      canApproveTimesheet({
        ...base,
        reviewerId: 'o',
        orgAdminOfOwner: true,
        managesOwnerDepartment: true,
        managesProjectOfWeek: true,
      }),
    ).toBe(false);
  });
});

describe('schemas', () => {
  it('checks a logged entry', () => {
    expect(TimeEntryCreatePayloadSchema.parse({ date: '2026-12-07', durationSeconds: 5400 })).toEqual({
      date: '2026-12-07',
      durationSeconds: 5400,
      note: '',
      billable: false,
    });
    const bad = TimeEntryCreatePayloadSchema.safeParse({ date: '2026-02-30', durationSeconds: 1.5 });
    expect(bad.success).toBe(false);
    const zero = TimeEntryCreatePayloadSchema.safeParse({ date: '2026-12-07', durationSeconds: 0 });
    expect(zero.error?.issues[0]?.message).toBe(TIME_MESSAGES.durationPositive);
    const long = TimeEntryCreatePayloadSchema.safeParse({ date: '2026-12-07', durationSeconds: 86_401 });
    expect(long.error?.issues[0]?.message).toBe(TIME_MESSAGES.durationTooLong);
    expect(TimeEntryUpdatePayloadSchema.safeParse({}).error?.issues[0]?.message).toBe(
      TIME_MESSAGES.nothingToChange,
    );
  });

  it('checks ranges, time zones and rates', () => {
    expect(TimeEntryListQuerySchema.safeParse({ from: '2026-12-08', to: '2026-12-07' }).success).toBe(false);
    expect(TimeEntryListQuerySchema.safeParse({ from: '2024-01-01', to: '2026-12-07' }).success).toBe(false);
    expect(TimeEntryListQuerySchema.parse({ from: '2026-12-01', to: '2026-12-07' })).toMatchObject({
      page: 1,
      limit: 10,
    });
    expect(
      TimerStartPayloadSchema.safeParse({ taskId: 'a'.repeat(24), timeZone: 'Nowhere/City' }).success,
    ).toBe(false);
    const twice = ProjectRatesPayloadSchema.safeParse({
      projectRate: null,
      members: [
        { userId: 'a'.repeat(24), rateMinor: 1, currency: 'USD' },
        { userId: 'a'.repeat(24), rateMinor: 2, currency: 'USD' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(TIME_MESSAGES.rateMemberTwice);
  });
});
