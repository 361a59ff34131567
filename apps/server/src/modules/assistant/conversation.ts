import { z } from 'zod';
import { type Conversation, FUNCTION_NAMES, type FunctionName, type ObjectRef } from './contract';
import type { OutcomeSubject } from './registry';

// Where the chat stands between two messages (contract.ts `Conversation`), kept with each exchange in
// assistant_messages.conversation and read back from the user's last one: the object in focus, what the last
// list or choice showed, the last call that ran and the call waiting for a yes. Each exchange's value is the
// whole state after it, so the next message needs one row. A state older than CONVERSATION_TTL_MS, or none
// (history cleared), starts empty.

/** How long a conversation lasts without a message: past it, the next message starts afresh. */
export const CONVERSATION_TTL_MS = 30 * 60_000;

export interface Call {
  functionName: FunctionName;
  arguments: Record<string, unknown>;
}

/**
 * A call waiting for a yes: `confirm` a question the registry asked (a delete), which a yes runs with
 * `confirmed: true`; `did_you_mean` a call the engine was unsure of, which a yes runs as any call (so a delete
 * offered that way still asks its own question).
 */
export interface PendingCall extends Call {
  kind: 'confirm' | 'did_you_mean';
}

export interface ConversationState {
  focus: ObjectRef | null;
  listed: { type: ObjectRef['type']; ids: string[] } | null;
  lastCall: Call | null;
  pending: PendingCall | null;
}

export const EMPTY_STATE: ConversationState = { focus: null, listed: null, lastCall: null, pending: null };

const RefType = z.enum(['task', 'project']);
const CallSchema = z.object({
  functionName: z.enum(FUNCTION_NAMES as [FunctionName, ...FunctionName[]]),
  arguments: z.record(z.string(), z.unknown()),
});
const StateSchema = z.object({
  focus: z.object({ type: RefType, id: z.string() }).nullable(),
  listed: z.object({ type: RefType, ids: z.array(z.string()) }).nullable(),
  lastCall: CallSchema.nullable(),
  pending: CallSchema.extend({ kind: z.enum(['confirm', 'did_you_mean']) }).nullable(),
});

/** The state kept with the user's last exchange, if that exchange is recent enough; else empty. */
export function storedState(
  last: { createdAt: Date; conversation: unknown } | undefined,
  now: Date,
): ConversationState {
  if (!last || now.getTime() - last.createdAt.getTime() > CONVERSATION_TTL_MS) return EMPTY_STATE;
  // A row written before this column existed, or by an older shape, starts afresh.
  const parsed = StateSchema.safeParse(last.conversation);
  return parsed.success ? parsed.data : EMPTY_STATE;
}

/** What the engine is told (the pending call without its kind). */
export function toConversation(state: ConversationState): Conversation {
  return {
    focus: state.focus,
    listed: state.listed,
    lastCall: state.lastCall,
    pending: state.pending
      ? { functionName: state.pending.functionName, arguments: state.pending.arguments }
      : null,
  };
}

/** The arguments without the registry's `confirmed` flag. */
export function withoutConfirmed(args: Record<string, unknown>): Record<string, unknown> {
  const { confirmed: _confirmed, ...rest } = args;
  return rest;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** Whether two calls are the same function with the same arguments (`confirmed` aside, key order aside). */
export function sameCall(
  a: { functionName: string; arguments: Record<string, unknown> },
  b: { functionName: string; arguments: Record<string, unknown> },
): boolean {
  return (
    a.functionName === b.functionName &&
    JSON.stringify(canonical(withoutConfirmed(a.arguments))) ===
      JSON.stringify(canonical(withoutConfirmed(b.arguments)))
  );
}

/**
 * What a list or a choice showing these objects makes of the conversation: they are `listed`; one alone is in
 * focus, several leave nothing in focus ('make it urgent' then asks which); none changes nothing.
 */
export function afterShowing(
  state: ConversationState,
  shown: { type: ObjectRef['type']; ids: string[] },
): ConversationState {
  if (shown.ids.length === 0) return state;
  const [only] = shown.ids;
  return {
    ...state,
    listed: shown,
    focus: shown.ids.length === 1 && only ? { type: shown.type, id: only } : null,
  };
}

/** After a call ran: it is the last call, and what it was about moves the focus and the list. */
export function afterRun(state: ConversationState, call: Call, about?: OutcomeSubject): ConversationState {
  let { focus, listed } = about?.listed ? afterShowing(state, about.listed) : state;
  if (about?.deleted) {
    const gone = about.deleted;
    if (focus && focus.type === gone.type && focus.id === gone.id) focus = null;
    if (listed && listed.type === gone.type && listed.ids.includes(gone.id)) {
      const ids = listed.ids.filter((id) => id !== gone.id);
      listed = ids.length ? { type: listed.type, ids } : null;
    }
  }
  if (about?.focus) focus = about.focus;
  return {
    focus,
    listed,
    lastCall: { functionName: call.functionName, arguments: withoutConfirmed(call.arguments) },
    pending: state.pending,
  };
}

/**
 * The ids a choice offers, in order, when its options are different tasks or different projects (a choice between
 * two people for the same task lists nothing).
 */
export function listedByChoice(
  options: readonly { arguments: Record<string, unknown> }[],
): ConversationState['listed'] {
  const refs = options.map((option) =>
    typeof option.arguments.taskId === 'string'
      ? ({ type: 'task', id: option.arguments.taskId } as const)
      : typeof option.arguments.projectId === 'string'
        ? ({ type: 'project', id: option.arguments.projectId } as const)
        : null,
  );
  const [first] = refs;
  if (!first || refs.some((ref) => !ref || ref.type !== first.type)) return null;
  const ids = refs.map((ref) => (ref as ObjectRef).id);
  return new Set(ids).size === ids.length ? { type: first.type, ids } : null;
}
