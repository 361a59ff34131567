import { describe, expect, it } from 'vitest';
import { SCHEDULE_MOVES_MAX, SchedulePayloadSchema } from './schedule';
import {
  EstimateSchema,
  formatEstimate,
  scheduleInOrder,
  TASK_SCHEDULE_MESSAGES,
  TaskCreatePayloadSchema,
} from './task';

describe('start dates and estimates', () => {
  it('keeps a start on or before the due date, either of them missing', () => {
    expect(scheduleInOrder('2026-12-01', '2026-12-01')).toBe(true);
    expect(scheduleInOrder('2026-12-02', '2026-12-01')).toBe(false);
    expect(scheduleInOrder(null, '2026-12-01')).toBe(true);
    expect(scheduleInOrder('2026-12-02', undefined)).toBe(true);
  });

  it('rounds an estimate to the quarter hour and names one out of range', () => {
    expect(EstimateSchema.parse(1.3)).toBe(1.25);
    expect(EstimateSchema.parse(0)).toBe(0);
    const refused = EstimateSchema.safeParse(-1);
    expect(refused.error?.issues[0]?.message).toBe(TASK_SCHEDULE_MESSAGES.estimateRange);
    expect(EstimateSchema.safeParse(Number.NaN).success).toBe(false);
    expect(TaskCreatePayloadSchema.parse({ title: 'A', startDate: '2026-12-01', estimate: 2 })).toMatchObject(
      {
        startDate: '2026-12-01',
        estimate: 2,
      },
    );
  });

  it('reads an estimate as hours', () => {
    expect(formatEstimate(1)).toBe('1 hour');
    expect(formatEstimate(2.5)).toBe('2.5 hours');
  });

  it('takes between one and SCHEDULE_MOVES_MAX moves in one change', () => {
    const move = { taskId: 'a'.repeat(24), startDate: null, dueDate: '2026-12-01' };
    expect(SchedulePayloadSchema.safeParse({ moves: [] }).success).toBe(false);
    expect(SchedulePayloadSchema.safeParse({ moves: [move] }).success).toBe(true);
    expect(
      SchedulePayloadSchema.safeParse({ moves: Array.from({ length: SCHEDULE_MOVES_MAX + 1 }, () => move) })
        .success,
    ).toBe(false);
  });
});
