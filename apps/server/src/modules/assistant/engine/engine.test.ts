import { describe, expect, it } from 'vitest';
import { EMPTY_CONVERSATION, type Interpretation } from '../contract';
import { loadSplit, loadWorlds, SPLITS } from './corpus';
import { evaluate } from './evaluate';
import { fixtureContext, P, T, U } from './fixture-context';
import { interpret } from './index';
import modelFile from './intent-model.json';
import { buildModelFile } from './training';

// The engine on the labelled corpus (../corpus): no call outside the user's rights and no delete without its
// confirmation on any split, and floors a little under what it reaches on dev and test, so that a regression
// fails. The test split's rows and misses are never printed here (corpus/README.md, 'The discipline').

function callOf(answer: Interpretation) {
  if (answer.kind !== 'call') throw new Error(`expected a call, got ${JSON.stringify(answer)}`);
  return answer;
}

const worlds = loadWorlds();
const splits = Object.fromEntries(SPLITS.map((split) => [split, loadSplit(split, undefined, worlds)]));
const results = Object.fromEntries(SPLITS.map((split) => [split, evaluate(interpret, splits[split] ?? [])]));

/**
 * Floors on whole-row and intent accuracy, a little under what the engine reaches (dev 97.8 / 97.8 %, test 92.5 /
 * 95.3 %), so that a regression fails.
 */
const FLOORS = {
  dev: { accuracy: 0.95, intent: 0.95 },
  test: { accuracy: 0.9, intent: 0.93 },
} as const;

describe('the local engine on the corpus', () => {
  it('has the training and dev rows', () => {
    expect(splits.train?.length).toBeGreaterThanOrEqual(1000);
    expect(splits.dev?.length).toBeGreaterThanOrEqual(200);
  });

  for (const split of SPLITS) {
    it(`never calls outside the user's rights nor deletes unconfirmed (${split})`, () => {
      const result = results[split]!;
      // Counts only: a test row is not to be printed.
      expect(result.outOfRights.length).toBe(0);
      expect(result.unconfirmedDestructive.length).toBe(0);
    });
  }

  for (const split of ['dev', 'test'] as const) {
    it.runIf((splits[split]?.length ?? 0) > 0)(`stays above its floor on ${split}`, () => {
      const result = results[split]!;
      if (split === 'dev') {
        for (const miss of result.misses)
          console.log(`dev miss ${miss.where}: ${JSON.stringify(miss.message)} -> ${miss.actual.kind}`);
      }
      console.log(
        `${split}: intent ${(result.intentAccuracy * 100).toFixed(1)} %, slots ${(result.slotAccuracy * 100).toFixed(1)} %, rows ${(result.accuracy * 100).toFixed(1)} % of ${result.total}`,
      );
      expect(result.accuracy).toBeGreaterThanOrEqual(FLOORS[split].accuracy);
      expect(result.intentAccuracy).toBeGreaterThanOrEqual(FLOORS[split].intent);
    });
  }

  it('is deterministic', () => {
    const again = evaluate(interpret, splits.dev ?? []);
    expect(again.misses.map((miss) => miss.actual)).toEqual(results.dev!.misses.map((miss) => miss.actual));
  });

  it('keeps the confidence between 0 and 1', () => {
    for (const row of splits.dev ?? []) {
      const answer = interpret(row.message, row.context);
      expect(answer.confidence).toBeGreaterThanOrEqual(0);
      expect(answer.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('the intent model', () => {
  it('is what the training script makes of train.jsonl (run `npm run assistant:train -w apps/server`)', () => {
    const fresh = buildModelFile();
    expect(modelFile.trainedOn).toBe(fresh.trainedOn);
    expect(modelFile.rows).toBe(fresh.rows);
    expect(modelFile.model).toBe(fresh.model);
  }, 60_000);
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
    expect(due('on the 14th')).toBe('2025-03-14');
    expect(due('next Tues')).toBe('2025-03-11');
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

describe('the conversation', () => {
  const pending = { functionName: 'delete_task' as const, arguments: { taskId: T.seo } };

  it("runs a pending call on 'yes', with its confirmation", () => {
    const context = fixtureContext();
    const answer = interpret('yes please', {
      ...context,
      conversation: { ...EMPTY_CONVERSATION, pending },
    });
    expect(callOf(answer)).toMatchObject({
      functionName: 'delete_task',
      arguments: { taskId: T.seo, confirmed: true },
    });
  });

  it("drops it on 'no' and never confirms a delete by itself", () => {
    const context = { ...fixtureContext(), conversation: { ...EMPTY_CONVERSATION, pending } };
    expect(interpret('no, keep it', context).kind).toBe('cancel');
    const answer = callOf(interpret('delete the SEO audit task', fixtureContext()));
    expect(answer).toMatchObject({ functionName: 'delete_task', arguments: { taskId: T.seo } });
    expect(answer.arguments.confirmed).toBeUndefined();
  });

  it("reads 'it' as the focus and 'me' as the user", () => {
    const context = {
      ...fixtureContext(),
      conversation: { ...EMPTY_CONVERSATION, focus: { type: 'task' as const, id: T.copy } },
    };
    expect(callOf(interpret('assign it to me', context)).arguments).toEqual({
      taskId: T.copy,
      assigneeId: U.alex,
    });
    expect(callOf(interpret('make it urgent', context)).arguments).toEqual({
      taskId: T.copy,
      priority: 'urgent',
    });
  });

  it("reads 'the second one' in what was listed", () => {
    const context = {
      ...fixtureContext(),
      conversation: { ...EMPTY_CONVERSATION, listed: { type: 'task' as const, ids: [T.homepage, T.copy] } },
    };
    expect(callOf(interpret('mark the second one as done', context)).arguments).toEqual({
      taskId: T.copy,
      status: 'done',
    });
  });

  it("asks when 'the second one' is past the end of what was listed, rather than change the focus", () => {
    const context = {
      ...fixtureContext(),
      conversation: {
        ...EMPTY_CONVERSATION,
        focus: { type: 'task' as const, id: T.homepage },
        listed: { type: 'task' as const, ids: [T.homepage] },
      },
    };
    expect(interpret('the second one is done', context).kind).toBe('clarify');
    expect(interpret('make the third one urgent', context).kind).toBe('clarify');
    expect(callOf(interpret('the first one is done', context)).arguments).toEqual({
      taskId: T.homepage,
      status: 'done',
    });
  });
});

describe('a large context', () => {
  // 500 tasks, 200 projects, 200 people (the server's most): names that share words, as real ones do.
  const base = fixtureContext();
  const verbs = ['Review', 'Update', 'Draft', 'Prepare', 'Send', 'Fix', 'Plan', 'Check', 'Order', 'Audit'];
  const objects = ['supplier contract', 'press kit', 'newsletter', 'pricing table', 'release notes'];
  const context = {
    ...base,
    tasks: [
      ...base.tasks,
      ...Array.from({ length: 500 - base.tasks.length }, (_, n) => ({
        id: `e${n.toString(16).padStart(23, '0')}`,
        title: `${verbs[n % 10]} ${objects[Math.floor(n / 10) % 5]} ${Math.floor(n / 50) + 1}`,
        projectId: P.website,
        status: 'todo',
      })),
    ],
    projects: [
      ...base.projects,
      ...Array.from({ length: 200 - base.projects.length }, (_, n) => ({
        id: `d${n.toString(16).padStart(23, '0')}`,
        title: `Campaign Wave ${n + 1}`,
        status: 'active',
      })),
    ],
    people: [
      ...base.people,
      ...Array.from({ length: 200 - base.people.length }, (_, n) => ({
        id: `9${n.toString(16).padStart(23, '0')}`,
        name: `Person${n} Surname${n}`,
        email: `p${n}@example.com`,
      })),
    ],
  };

  it('still finds names among hundreds, with typos', () => {
    expect(callOf(interpret('mark fix logn bug done', context)).arguments).toEqual({
      taskId: T.loginBug,
      status: 'done',
    });
    expect(callOf(interpret('how is the websit redesign project going', context)).arguments).toEqual({
      projectId: P.website,
    });
    expect(callOf(interpret('asign verify database backups to dana', context)).arguments).toEqual({
      taskId: T.backup,
      assigneeId: U.dana,
    });
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

  it('creates a personal task when no project is named or open', () => {
    expect(
      callOf(interpret('remind me to call the printer next Friday', fixtureContext())).arguments,
    ).toEqual({
      title: 'call the printer',
      dueDate: '2025-03-14',
    });
  });

  it('opens a project or a task by its name', () => {
    expect(callOf(interpret('open the website redesign project', fixtureContext())).arguments).toEqual({
      projectId: P.website,
    });
  });

  it('asks for what is missing', () => {
    expect(interpret('create a task', fixtureContext()).kind).toBe('clarify');
  });

  it("keeps a date inside a rename's new title in the title", () => {
    expect(callOf(interpret('rename review budget to Budget for April', fixtureContext())).arguments).toEqual(
      {
        taskId: T.budget,
        title: 'Budget for April',
      },
    );
  });

  it('offers the quick actions when asked for the options or commands, and lists projects by a status only they have', () => {
    for (const message of [
      'options',
      'what are my options',
      'list the commands',
      'how does this assistant work',
    ])
      expect(callOf(interpret(message, fixtureContext())).functionName).toBe('quick_actions');
    expect(interpret('what are the options for dinner tonight', fixtureContext()).kind).toBe('out_of_scope');
    expect(callOf(interpret('anything paused?', fixtureContext())).arguments).toEqual({ status: 'on-hold' });
    expect(callOf(interpret('what got cancelled', fixtureContext())).arguments).toEqual({
      status: 'cancelled',
    });
  });

  it('asks about a project the user cannot see rather than list them all', () => {
    expect(interpret('how is Project Zephyr doing', fixtureContext()).kind).toBe('clarify');
    expect(callOf(interpret('which projects are on hold', fixtureContext())).arguments).toEqual({
      status: 'on-hold',
    });
  });

  it('says plainly that a viewer cannot change things', () => {
    const answer = interpret('mark Fix login bug as done', fixtureContext({ readOnly: true }));
    expect(answer).toMatchObject({ kind: 'clarify', question: 'You cannot change tasks here.' });
  });

  it('answers honestly outside projects, tasks and teams', () => {
    expect(interpret("what's the weather", fixtureContext()).kind).toBe('out_of_scope');
  });
});
