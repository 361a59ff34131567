import { type Label, type Project, RECURRENCE_MESSAGES, reminderTime, type Task } from '@app/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { type Caller, expectData, newProject, newTask, registerOrganization } from '../projects/test-support';
import { nextOccurrence } from './tasks.recurrence';

// Recurring tasks (issue 40). In ENGINE_TEST_FILES: completions at once, on PostgreSQL too.
let t: TestApp;
let olivia: Caller;
let project: Project;

beforeAll(async () => {
  t = await createTestApp();
  olivia = (await registerOrganization(t.app, 'acme-repeat.test', 'Olivia Smith')).admin;
  project = await newProject(olivia, { title: 'Routines' });
});
afterAll(async () => {
  await t?.close();
});

/** Every task of a series: the first and its instances, by due date. */
async function series(firstId: string) {
  return t.database.db
    .select({ id: tasks.id, dueDate: tasks.dueDate, recurrence: tasks.recurrence, status: tasks.status })
    .from(tasks)
    .where(or(eq(tasks.id, firstId), eq(tasks.recurrenceOf, firstId)))
    .orderBy(tasks.dueDate);
}

function complete(caller: Caller, taskId: string) {
  return caller.request('PUT', `/tasks/${taskId}`, { status: 'done' });
}

describe('recurring tasks', () => {
  it('compute the next occurrence with rrule: weekdays, weekly on days, monthly on a day, until', () => {
    // 2026-12-10 is a Thursday.
    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=MO,TH', '2026-12-10')).toBe('2026-12-14');
    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-12-11')).toBe('2026-12-14');
    expect(nextOccurrence('FREQ=DAILY;INTERVAL=3', '2026-12-10')).toBe('2026-12-13');
    expect(nextOccurrence('FREQ=MONTHLY;BYMONTHDAY=31', '2027-01-31')).toBe('2027-03-31');
    expect(nextOccurrence('FREQ=YEARLY', '2026-12-10')).toBe('2027-12-10');
    expect(nextOccurrence('FREQ=DAILY;UNTIL=20261211', '2026-12-11')).toBeUndefined();
    expect(nextOccurrence('FREQ=DAILY;COUNT=1', '2026-12-10')).toBe('2026-12-11');
  });

  it('refuse a rule outside the subset, and a rule without a day to repeat from', async () => {
    const bad = await olivia.request('POST', '/tasks', {
      title: 'Bad',
      projectId: project._id,
      dueDate: '2026-12-10',
      recurrence: 'FREQ=HOURLY',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(RECURRENCE_MESSAGES.invalid);
    const undated = await olivia.request('POST', '/tasks', {
      title: 'Undated',
      projectId: project._id,
      recurrence: 'FREQ=DAILY',
    });
    expect(undated.statusCode).toBe(400);
    expect(undated.json().error).toBe(RECURRENCE_MESSAGES.needsDate);
    const task = await newTask(olivia, { title: 'Dated', projectId: project._id, dueDate: '2026-12-10' });
    const set = await expectData<Task>(
      olivia.request('PUT', `/tasks/${task._id}`, { recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH' }),
    );
    expect(set.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO,TH');
    const cleared = await olivia.request('PUT', `/tasks/${task._id}`, { dueDate: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error).toBe(RECURRENCE_MESSAGES.needsDate);
  });

  it('completing an instance creates the next one once, with what the task carries', async () => {
    const label = await expectData<Label>(olivia.request('POST', '/labels', { name: 'Weekly' }), 201);
    const task = await expectData<Task>(
      olivia.request('POST', '/tasks', {
        title: 'Team sync notes',
        description: 'Write them up',
        projectId: project._id,
        assignedTo: olivia.id,
        priority: 'high',
        startDate: '2026-12-09',
        dueDate: '2026-12-10',
        labelIds: [label._id],
        checklist: [{ text: 'Agenda', done: true }],
        recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH',
        reminders: [{ offsetMinutes: 60 }],
      }),
      201,
    );
    await expectData<Task>(complete(olivia, task._id));
    // Undone and done again: still one next instance.
    await expectData<Task>(olivia.request('PUT', `/tasks/${task._id}`, { status: 'todo' }));
    await expectData<Task>(complete(olivia, task._id));
    const [first, second, ...rest] = await series(task._id);
    expect(rest).toEqual([]);
    expect(first?.id).toBe(task._id);
    expect(second?.dueDate).toBe('2026-12-14');
    const next = await expectData<Task>(olivia.request('GET', `/tasks/${second?.id}`));
    expect(next).toMatchObject({
      title: 'Team sync notes',
      description: 'Write them up',
      projectId: project._id,
      assignedTo: olivia.id,
      priority: 'high',
      status: 'todo',
      startDate: '2026-12-13',
      dueDate: '2026-12-14',
      labelIds: [label._id],
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TH',
      recurrenceOf: task._id,
    });
    expect(next.checklist?.map((item) => [item.text, item.done])).toEqual([['Agenda', false]]);
    expect(next.reminders?.map((r) => [r.remindAt, r.offsetMinutes])).toEqual([
      [reminderTime('2026-12-14', 60).toISOString(), 60],
    ]);
    // Its own completion continues the series from its due date.
    await expectData<Task>(complete(olivia, next._id));
    expect((await series(task._id)).map((row) => row.dueDate)).toEqual([
      '2026-12-10',
      '2026-12-14',
      '2026-12-17',
    ]);
  });

  it('two completions at once create one next instance', async () => {
    const task = await newTask(olivia, {
      title: 'Water the plants',
      projectId: project._id,
      dueDate: '2026-12-10',
      recurrence: 'FREQ=DAILY',
    });
    const answers = await Promise.all([complete(olivia, task._id), complete(olivia, task._id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await series(task._id)).map((row) => row.dueDate)).toEqual(['2026-12-10', '2026-12-11']);
  });

  it('stop after COUNT instances and past UNTIL, by bulk edit too', async () => {
    const counted = await newTask(olivia, {
      title: 'Twice',
      projectId: project._id,
      dueDate: '2026-12-10',
      recurrence: 'FREQ=DAILY;COUNT=2',
    });
    await expectData(
      olivia.request('PATCH', '/tasks/bulk', { ids: [counted._id], changes: { status: 'done' } }),
    );
    const [, second] = await series(counted._id);
    expect(second).toMatchObject({ dueDate: '2026-12-11', recurrence: 'FREQ=DAILY;COUNT=1' });
    await expectData(complete(olivia, second?.id ?? ''));
    expect(await series(counted._id)).toHaveLength(2);

    const until = await newTask(olivia, {
      title: 'Until Friday',
      projectId: project._id,
      dueDate: '2026-12-11',
      recurrence: 'FREQ=DAILY;UNTIL=20261211',
    });
    await expectData(complete(olivia, until._id));
    const open = await t.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.recurrenceOf, until._id), isNull(tasks.completedAt)));
    expect(open).toEqual([]);
  });
});
