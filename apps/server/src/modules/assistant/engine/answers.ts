import { ASSISTANT_CONFIDENCE_THRESHOLD, type FunctionName, type Interpretation } from '../contract';
import type { Candidate, Mention } from './names';
import type { Reading } from './reading';

// The shapes of an answer (a call, a choice, a question, an honest 'not something I do') and the last guard
// every answer passes: only allowed functions, only the context's ids, and the confidence threshold.

const SUGGESTIONS = ['Show my tasks', 'How is my project going?', 'Create a task'];

export function clarify(
  question: string,
  _reading: Reading,
  suggestions: string[] = SUGGESTIONS,
  confidence = 0.4,
): Interpretation {
  return { kind: 'clarify', question, suggestions: suggestions.slice(0, 3), confidence };
}

export function outOfScope(): Interpretation {
  return {
    kind: 'out_of_scope',
    response:
      "I can't help with that: I only know about your projects, tasks and team. Try 'show my tasks' or 'how is my project going?'.",
    confidence: 0.9,
  };
}

const VERBS: Record<FunctionName, string> = {
  list_tasks: 'list tasks',
  list_projects: 'list projects',
  project_progress: "see this project's progress",
  project_team: "see this project's team",
  create_task: 'create tasks',
  update_task: 'change tasks',
  create_project: 'create projects',
  update_project: 'change projects',
  delete_task: 'delete tasks',
  delete_project: 'delete projects',
  navigate: 'open screens',
  quick_actions: 'see quick actions',
  undo: 'undo',
};

/** The last checks: only allowed functions, only the context's ids, and the confidence threshold. */
export function guard(answer: Interpretation, r: Reading): Interpretation {
  const { context } = r;
  const calls = answer.kind === 'call' ? [answer] : answer.kind === 'choose' ? answer.options : [];
  const refused = calls.find((call) => !context.functions.includes(call.functionName));
  if (refused) return clarify(`You cannot ${VERBS[refused.functionName]} here.`, r, SUGGESTIONS, 0.5);
  const known = new Set([
    ...context.projects.map((p) => p.id),
    ...context.tasks.map((t) => t.id),
    ...context.people.map((p) => p.id),
  ]);
  const idKeys = ['projectId', 'taskId', 'assigneeId'];
  for (const call of calls) {
    for (const key of idKeys) {
      const value = call.arguments[key];
      if (typeof value === 'string' && !known.has(value)) return clarify("I couldn't find that.", r);
    }
  }
  if (answer.kind === 'call' && answer.confidence < ASSISTANT_CONFIDENCE_THRESHOLD) {
    return clarify('Did you mean this?', r, [describe(answer)], answer.confidence);
  }
  return answer;
}

function describe(call: { functionName: FunctionName; arguments: Record<string, unknown> }): string {
  return `${VERBS[call.functionName]}`;
}

function confidenceOf(r: Reading, mentions: (Mention | null | undefined)[]): number {
  const worst = Math.max(0, ...mentions.filter(Boolean).map((m) => m!.candidates[0]!.score));
  return Math.max(0, Math.min(0.98, 0.95 - 0.8 * worst - 0.02 * r.repairs));
}

export function call(
  functionName: FunctionName,
  args: Record<string, unknown>,
  r: Reading,
  mentions: (Mention | null | undefined)[] = [],
): Interpretation {
  return { kind: 'call', functionName, arguments: args, confidence: confidenceOf(r, mentions) };
}

/** Asks which object was meant, one whole call per candidate. */
export function choose(
  what: string,
  candidates: Candidate[],
  functionName: FunctionName,
  build: (id: string) => Record<string, unknown>,
): Interpretation {
  return {
    kind: 'choose',
    question: `Which ${what} do you mean?`,
    options: candidates.map((candidate) => ({
      label: candidate.label,
      functionName,
      arguments: build(candidate.id),
    })),
    confidence: 0.7,
  };
}
