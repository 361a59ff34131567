import type { EngineContext, FunctionName, Interpret, Interpretation } from '../contract';
import type { CorpusCase } from './corpus';

// Scores an engine on one split of the labelled corpus (../corpus): intent accuracy, slot accuracy, whole-row
// accuracy, per-intent precision and recall, the confusion matrix, out-of-scope recall, the calls outside the
// user's rights and the destructive writes without confirmation. The last two must always be 0.

/** What a labelled request should give (corpus/README.md, 'The expected outcome'). */
export type ExpectedOutcome =
  | { kind: 'call'; functionName: FunctionName; arguments: Record<string, unknown> }
  | { kind: 'choose'; functionName: FunctionName; ids: string[] }
  | { kind: 'clarify' }
  | { kind: 'cancel' }
  | { kind: 'out_of_scope' }
  | { kind: 'refuse' };

export interface Miss {
  where: string;
  message: string;
  expected: ExpectedOutcome;
  actual: Interpretation;
}

export interface IntentScore {
  /** Rows labelled with this intent. */
  support: number;
  /** Rows answered with this intent. */
  predicted: number;
  precision: number;
  recall: number;
}

export interface Evaluation {
  total: number;
  /** Rows read exactly as labelled. */
  right: number;
  accuracy: number;
  intentRight: number;
  intentAccuracy: number;
  /** Expected argument values (a choice's ids) and how many were reproduced exactly. */
  slots: number;
  slotsRight: number;
  slotAccuracy: number;
  /** The same by kind of slot (SLOT_KINDS): expected values and how many were reproduced. */
  perSlot: Record<string, { slots: number; right: number; accuracy: number }>;
  perIntent: Record<string, IntentScore>;
  /** confusion[expected intent][answered intent] = rows. */
  confusion: Record<string, Record<string, number>>;
  outOfScopeRecall: number;
  misses: Miss[];
  /** Rows whose answer calls (or offers to call) outside the context's rights. */
  outOfRights: Miss[];
  /** Rows whose answer deletes with `confirmed: true` while no such call was pending. */
  unconfirmedDestructive: Miss[];
  /** Each row's reply time in milliseconds, in the split's order. */
  timesMs: number[];
}

const ID = /^[0-9a-f]{24}$/;
const TEXT_KEYS = new Set(['title', 'description']);
/** Label names compare as titles do, in the order said. */
const LABEL_KEYS = new Set(['addLabels', 'removeLabels']);
const DESTRUCTIVE = new Set<FunctionName>(['delete_task', 'delete_project']);

function sameValue(key: string, want: unknown, got: unknown): boolean {
  if (TEXT_KEYS.has(key) && typeof want === 'string' && typeof got === 'string')
    return want.trim().toLowerCase() === got.trim().toLowerCase();
  if (LABEL_KEYS.has(key) && Array.isArray(want) && Array.isArray(got))
    return want.length === got.length && want.every((name, i) => sameValue('title', name, got[i]));
  // Custom field values: in the order said, names ignoring case, text values as titles.
  if (key === 'setFields' && Array.isArray(want) && Array.isArray(got))
    return (
      want.length === got.length &&
      want.every((item: { field: unknown; value: unknown }, i) => {
        const other = got[i] as { field: unknown; value: unknown } | undefined;
        return (
          other !== undefined &&
          sameValue('title', item.field, other.field) &&
          sameValue('title', item.value, other.value)
        );
      })
    );
  return want === got;
}

function sameArguments(expected: Record<string, unknown>, actual: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) if (!sameValue(key, expected[key], actual[key])) return false;
  return true;
}

function idsIn(args: Record<string, unknown>): string[] {
  return Object.values(args).filter((value): value is string => typeof value === 'string' && ID.test(value));
}

function callsOf(actual: Interpretation) {
  return actual.kind === 'call' ? [actual] : actual.kind === 'choose' ? actual.options : [];
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
    case 'refuse':
      return actual.kind === 'clarify' || actual.kind === 'out_of_scope';
    default:
      return actual.kind === expected.kind;
  }
}

/** A row's intent: the function of a call or a choice, else the kind. */
export function expectedIntent(expected: ExpectedOutcome): string {
  return expected.kind === 'call' || expected.kind === 'choose' ? expected.functionName : expected.kind;
}

export function answeredIntent(actual: Interpretation): string {
  if (actual.kind === 'call') return actual.functionName;
  if (actual.kind === 'choose') return actual.options[0]?.functionName ?? 'choose';
  return actual.kind;
}

function intentIsRight(expected: ExpectedOutcome, actual: Interpretation): boolean {
  if (expected.kind === 'refuse') return actual.kind === 'clarify' || actual.kind === 'out_of_scope';
  return expectedIntent(expected) === answeredIntent(actual);
}

/** The kind of slot an argument is, for the per-slot figures. */
const SLOT_KINDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  projectId: 'project',
  taskId: 'task',
  parentId: 'parent',
  addLabels: 'labels',
  removeLabels: 'labels',
  dueDate: 'dates',
  dueFrom: 'dates',
  dueTo: 'dates',
  due: 'dates',
  priority: 'priority',
  status: 'status',
  assigneeId: 'assignee',
  assignedToMe: 'assignee',
  labels: 'labels',
  screen: 'screen',
  budget: 'budget',
  confirmed: 'confirmation',
};

/** Each expected slot (by kind) and whether it was reproduced; a row whose intent is wrong reproduces none. */
function slotsOf(
  expected: ExpectedOutcome,
  actual: Interpretation,
  intentRight: boolean,
): [string, boolean][] {
  if (expected.kind === 'call') {
    return Object.keys(expected.arguments).map((key) => [
      SLOT_KINDS[key] ?? key,
      intentRight && actual.kind === 'call' && sameValue(key, expected.arguments[key], actual.arguments[key]),
    ]);
  }
  if (expected.kind === 'choose') {
    const offered =
      intentRight && actual.kind === 'choose'
        ? new Set(actual.options.flatMap((option) => idsIn(option.arguments)))
        : new Set<string>();
    return expected.ids.map((id) => ['choice', offered.has(id)]);
  }
  return [];
}

/** Whether an interpretation would call outside what the context allows. */
export function isOutOfRights(actual: Interpretation, context: EngineContext): boolean {
  const known = new Set([
    ...context.projects.map((p) => p.id),
    ...context.tasks.map((t) => t.id),
    ...context.people.map((p) => p.id),
  ]);
  return callsOf(actual).some(
    (call) =>
      !context.functions.includes(call.functionName) || idsIn(call.arguments).some((id) => !known.has(id)),
  );
}

/** A delete with `confirmed: true` that is not the answer to that same pending delete. */
export function isUnconfirmedDestructive(actual: Interpretation, context: EngineContext): boolean {
  const pending = context.conversation.pending;
  return callsOf(actual).some((call) => {
    if (!DESTRUCTIVE.has(call.functionName) || call.arguments.confirmed !== true) return false;
    if (!pending || pending.functionName !== call.functionName) return true;
    const { confirmed: _confirmed, ...rest } = call.arguments;
    const { confirmed: _pendingConfirmed, ...pendingRest } = pending.arguments;
    return !sameArguments(pendingRest, rest);
  });
}

export function evaluate(interpret: Interpret, cases: readonly CorpusCase[]): Evaluation {
  const misses: Miss[] = [];
  const outOfRights: Miss[] = [];
  const unconfirmedDestructive: Miss[] = [];
  const timesMs: number[] = [];
  const confusion: Record<string, Record<string, number>> = {};
  const support = new Map<string, number>();
  const predicted = new Map<string, number>();
  const hits = new Map<string, number>();
  let intentRight = 0;
  let slots = 0;
  let slotsRight = 0;
  const perSlot: Evaluation['perSlot'] = {};
  let outOfScope = 0;
  let outOfScopeHit = 0;
  for (const row of cases) {
    const started = performance.now();
    const actual = interpret(row.message, row.context);
    timesMs.push(performance.now() - started);
    const miss: Miss = { where: row.where, message: row.message, expected: row.expect, actual };
    if (!isRight(row.expect, actual)) misses.push(miss);
    if (isOutOfRights(actual, row.context)) outOfRights.push(miss);
    if (isUnconfirmedDestructive(actual, row.context)) unconfirmedDestructive.push(miss);
    const want = expectedIntent(row.expect);
    const got = answeredIntent(actual);
    const intentOk = intentIsRight(row.expect, actual);
    if (intentOk) intentRight++;
    // A refusal answered by a question or an 'I can't' counts as a 'refuse' answer in the matrix.
    const gotLabel = intentOk && want === 'refuse' ? 'refuse' : got;
    confusion[want] ??= {};
    confusion[want][gotLabel] = (confusion[want][gotLabel] ?? 0) + 1;
    support.set(want, (support.get(want) ?? 0) + 1);
    predicted.set(gotLabel, (predicted.get(gotLabel) ?? 0) + 1);
    if (intentOk) hits.set(want, (hits.get(want) ?? 0) + 1);
    for (const [kind, reproduced] of slotsOf(row.expect, actual, intentOk)) {
      perSlot[kind] ??= { slots: 0, right: 0, accuracy: 0 };
      perSlot[kind].slots++;
      slots++;
      if (reproduced) {
        perSlot[kind].right++;
        slotsRight++;
      }
    }
    if (row.expect.kind === 'out_of_scope') {
      outOfScope++;
      if (actual.kind === 'out_of_scope') outOfScopeHit++;
    }
  }
  const perIntent: Record<string, IntentScore> = {};
  for (const intent of [...new Set([...support.keys(), ...predicted.keys()])].sort()) {
    const n = support.get(intent) ?? 0;
    const p = predicted.get(intent) ?? 0;
    const h = hits.get(intent) ?? 0;
    perIntent[intent] = { support: n, predicted: p, precision: p ? h / p : 0, recall: n ? h / n : 0 };
  }
  const total = cases.length;
  const right = total - misses.length;
  const share = (a: number, b: number) => (b ? a / b : 1);
  for (const score of Object.values(perSlot)) score.accuracy = share(score.right, score.slots);
  return {
    total,
    right,
    accuracy: share(right, total),
    intentRight,
    intentAccuracy: share(intentRight, total),
    slots,
    slotsRight,
    slotAccuracy: share(slotsRight, slots),
    perSlot,
    perIntent,
    confusion,
    outOfScopeRecall: share(outOfScopeHit, outOfScope),
    misses,
    outOfRights,
    unconfirmedDestructive,
    timesMs,
  };
}
