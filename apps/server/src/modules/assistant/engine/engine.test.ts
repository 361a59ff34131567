import { describe, expect, it } from 'vitest';
import type { Interpretation } from '../contract';
import { evaluate } from './evaluate';
import { FOREIGN, fixtureContext, P, T, U } from './fixture-context';
import { interpret } from './index';
import { LABELLED_REQUESTS } from './labelled-requests';

function callOf(answer: Interpretation) {
  if (answer.kind !== 'call') throw new Error(`expected a call, got ${JSON.stringify(answer)}`);
  return answer;
}

describe('the local engine on the labelled set', () => {
  const result = evaluate(interpret);

  it('has at least 200 labelled requests', () => {
    expect(LABELLED_REQUESTS.length).toBeGreaterThanOrEqual(200);
  });

  it('reads at least 95 % of them as labelled', () => {
    for (const miss of result.misses) {
      console.log(
        `miss: ${JSON.stringify(miss.message)}\n  expected ${JSON.stringify(miss.expected)}\n  got ${JSON.stringify(miss.actual)}`,
      );
    }
    console.log(`accuracy ${(result.accuracy * 100).toFixed(1)} % (${result.right}/${result.total})`);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('never calls with an id outside the context or a function the user may not call', () => {
    expect(result.outOfRights.map((miss) => miss.message)).toEqual([]);
  });

  it('is deterministic', () => {
    const again = evaluate(interpret);
    expect(again.misses.map((miss) => miss.actual)).toEqual(result.misses.map((miss) => miss.actual));
  });
});

describe('dates', () => {
  const context = fixtureContext({ currentProjectId: P.website });
  const due = (words: string) =>
    callOf(interpret(`create a task called Check it due ${words}`, context)).arguments.dueDate;

  it('reads plain words relative to now (Wednesday 5 March 2025, UTC)', () => {
    expect(due('tomorrow')).toBe('2025-03-06');
    expect(due('next Friday')).toBe('2025-03-14');
    expect(due('friday')).toBe('2025-03-07');
    expect(due('in 3 days')).toBe('2025-03-08');
    expect(due('end of month')).toBe('2025-03-31');
    expect(due('on 12 March')).toBe('2025-03-12');
  });

  it('does not take a number in a title for a date', () => {
    const answer = callOf(interpret('create a project called Trade Show 2025', context));
    expect(answer.arguments).toEqual({ title: 'Trade Show 2025' });
  });

  it('reads week windows for lists', () => {
    expect(callOf(interpret('what is due this week', context)).arguments).toEqual({ due: 'this_week' });
    expect(callOf(interpret('tasks due next week', context)).arguments).toEqual({
      dueFrom: '2025-03-10',
      dueTo: '2025-03-16',
    });
  });
});

describe('names with typos', () => {
  const context = fixtureContext();

  it('finds projects, tasks, people and screens despite typos', () => {
    expect(callOf(interpret('how is the websit redesign project going', context)).arguments).toEqual({
      projectId: P.website,
    });
    expect(callOf(interpret('shwo my taks', context)).functionName).toBe('list_tasks');
    expect(callOf(interpret('mark fix logn bug done', context)).arguments).toEqual({
      taskId: T.loginBug,
      status: 'done',
    });
    expect(callOf(interpret('asign verify database backups to dana', context)).arguments).toEqual({
      taskId: T.backup,
      assigneeId: U.dana,
    });
    expect(callOf(interpret('open calender', context)).arguments).toEqual({ screen: 'calendar' });
  });
});

describe('choices, rights and the rest', () => {
  it('asks which one when two names fit about equally', () => {
    const answer = interpret('how is Brand Refresh going', fixtureContext());
    expect(answer.kind).toBe('choose');
    if (answer.kind !== 'choose') return;
    expect(answer.options.map((option) => option.arguments.projectId).sort()).toEqual([
      P.brandEu,
      P.brandAsia,
    ]);
    expect(answer.options.every((option) => option.functionName === 'project_progress')).toBe(true);
  });

  it('asks which person when two share a first name', () => {
    const answer = interpret('assign Run beta test to Sam', fixtureContext());
    expect(answer.kind).toBe('choose');
    if (answer.kind !== 'choose') return;
    expect(answer.options.map((option) => option.label)).toEqual(['Sam Lee', 'Sam Ortiz']);
  });

  it('uses the current project for "this project" and a create without a project', () => {
    const context = fixtureContext({ currentProjectId: P.mobile });
    expect(callOf(interpret('how is this project going', context)).arguments).toEqual({
      projectId: P.mobile,
    });
    expect(callOf(interpret('add task Write tests', context)).arguments).toEqual({
      title: 'Write tests',
      projectId: P.mobile,
    });
  });

  it('asks for what is missing', () => {
    expect(interpret('create a task', fixtureContext()).kind).toBe('clarify');
    expect(interpret('create a task called Update footer', fixtureContext()).kind).toBe('clarify');
  });

  it('says plainly that a viewer cannot change things', () => {
    const answer = interpret('mark Fix login bug as done', fixtureContext({ readOnly: true }));
    expect(answer).toMatchObject({ kind: 'clarify', question: 'You cannot change tasks here.' });
  });

  it('never names what is not in the context', () => {
    for (const message of [
      `how is project ${FOREIGN.project} going`,
      `mark task ${FOREIGN.task} as done`,
      'show progress of Acme Corp Rebrand',
    ]) {
      expect(['clarify', 'out_of_scope']).toContain(interpret(message, fixtureContext()).kind);
    }
  });

  it('answers honestly outside projects, tasks and teams', () => {
    const answer = interpret("what's the weather", fixtureContext());
    expect(answer.kind).toBe('out_of_scope');
  });

  it('keeps the confidence between 0 and 1', () => {
    for (const request of LABELLED_REQUESTS) {
      const answer = interpret(request.message, fixtureContext(request.context));
      expect(answer.confidence).toBeGreaterThanOrEqual(0);
      expect(answer.confidence).toBeLessThanOrEqual(1);
    }
  });
});
