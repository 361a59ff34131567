import type { EngineContext, FunctionName, Interpret, Interpretation } from '../contract';
import { fixtureContext } from './fixture-context';
import { type ExpectedOutcome, LABELLED_REQUESTS, type LabelledRequest } from './labelled-requests';

// Scores an engine on the labelled set: the share of requests read as labelled, the requests it missed, and
// the calls outside the user's rights (a function not in context.functions, or an id not in the context).

export interface Miss {
  message: string;
  expected: ExpectedOutcome;
  actual: Interpretation;
}

export interface Evaluation {
  total: number;
  right: number;
  accuracy: number;
  misses: Miss[];
  /** Requests whose answer calls (or offers to call) outside the context's rights. */
  outOfRights: Miss[];
  /** Each request's reply time in milliseconds, in the set's order. */
  timesMs: number[];
}

const ID = /^[0-9a-f]{24}$/;
const TEXT_KEYS = new Set(['title', 'description']);

function sameArguments(expected: Record<string, unknown>, actual: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const want = expected[key];
    const got = actual[key];
    if (TEXT_KEYS.has(key) && typeof want === 'string' && typeof got === 'string') {
      if (want.trim().toLowerCase() !== got.trim().toLowerCase()) return false;
    } else if (want !== got) {
      return false;
    }
  }
  return true;
}

function idsIn(args: Record<string, unknown>): string[] {
  return Object.values(args).filter((value): value is string => typeof value === 'string' && ID.test(value));
}

export function isRight(expected: ExpectedOutcome, actual: Interpretation): boolean {
  switch (expected.kind) {
    case 'call':
      return (
        actual.kind === 'call' &&
        actual.functionName === expected.functionName &&
        sameArguments(expected.arguments, actual.arguments)
      );
    case 'choose': {
      if (actual.kind !== 'choose') return false;
      if (actual.options.length !== expected.ids.length) return false;
      if (actual.options.some((option) => option.functionName !== expected.functionName)) return false;
      const offered = new Set(actual.options.flatMap((option) => idsIn(option.arguments)));
      return expected.ids.every((id) => offered.has(id));
    }
    case 'clarify':
      return actual.kind === 'clarify';
    case 'out_of_scope':
      return actual.kind === 'out_of_scope';
    case 'refuse':
      return actual.kind === 'clarify' || actual.kind === 'out_of_scope';
  }
}

/** Whether an interpretation would call outside what the context allows. */
export function isOutOfRights(actual: Interpretation, context: EngineContext): boolean {
  const known = new Set([
    ...context.projects.map((p) => p.id),
    ...context.tasks.map((t) => t.id),
    ...context.people.map((p) => p.id),
  ]);
  const calls: { functionName: FunctionName; arguments: Record<string, unknown> }[] =
    actual.kind === 'call' ? [actual] : actual.kind === 'choose' ? actual.options : [];
  return calls.some(
    (call) =>
      !context.functions.includes(call.functionName) || idsIn(call.arguments).some((id) => !known.has(id)),
  );
}

export function evaluate(
  interpret: Interpret,
  requests: readonly LabelledRequest[] = LABELLED_REQUESTS,
): Evaluation {
  const misses: Miss[] = [];
  const outOfRights: Miss[] = [];
  const timesMs: number[] = [];
  for (const request of requests) {
    const context = fixtureContext(request.context);
    const started = performance.now();
    const actual = interpret(request.message, context);
    timesMs.push(performance.now() - started);
    const miss = { message: request.message, expected: request.expect, actual };
    if (!isRight(request.expect, actual)) misses.push(miss);
    if (isOutOfRights(actual, context)) outOfRights.push(miss);
  }
  const right = requests.length - misses.length;
  return { total: requests.length, right, accuracy: right / requests.length, misses, outOfRights, timesMs };
}
