import {
  ASSISTANT_LIST_SIZES,
  assistantProjectIdFromPath,
  type ChatAction,
  type ChatFeedbackPayload,
  type ChatFollowUp,
  type ChatHistoryEntry,
  type ChatResponseData,
  type ChatSuggestionsPayload,
  type ExecuteFunctionPayload,
  type ExecuteFunctionResult,
  type SendChatMessagePayload,
} from '@app/domain';
import { AppError } from '../../http/errors';
import type { AuditContext } from '../audit';
import type { CurrentUser } from '../auth';
import { listLabels } from '../labels';
import { getProject } from '../projects';
import { listRecentActivity, viewerFrom, type WorkDeps } from '../work';
import {
  deleteExchanges,
  findLastExchange,
  findOwnExchange,
  insertExchange,
  insertFeedback,
  listExchanges,
  listOpenTasks,
  listPeople,
  listProjectFields,
  listVisibleProjects,
  listVisibleTasksById,
  updateExchangeConversation,
} from './assistant.queries';
import {
  ASSISTANT_CONFIDENCE_THRESHOLD,
  type EngineContext,
  type Interpret,
  type Interpretation,
  isFunctionName,
  type ObjectRef,
} from './contract';
import {
  afterRun,
  afterShowing,
  CONVERSATION_TTL_MS,
  type ConversationState,
  listedByChoice,
  sameCall,
  storedState,
  toConversation,
  withoutConfirmed,
} from './conversation';
import type { LanguageModel } from './llm';
import {
  type AssistantCaller,
  type AssistantOutcome,
  allowedFunctionsFor,
  describeFunction,
  runFunction,
} from './registry';
import { screensFor } from './screens';
import { ASSISTANT_TEXTS } from './texts';

/** The caller of one request: the user, acting through the assistant (their feed entries say so). */
export function assistantCaller(
  deps: WorkDeps,
  user: CurrentUser,
  projectId: string | null | undefined,
  now = new Date(),
  audit: AuditContext = { actorId: user.id, actorEmail: user.email, ip: null, userAgent: null },
): AssistantCaller {
  return {
    user,
    viewer: { ...viewerFrom(user), via: 'assistant' },
    deps,
    projectId: projectId ?? null,
    now,
    audit,
  };
}

/** The current project: the one named, else the one in the current page's path. */
export function currentProjectOf(
  projectId: string | null | undefined,
  page: string | undefined,
): string | null {
  return projectId ?? (page ? assistantProjectIdFromPath(page) : null);
}

/** The engine's context, and the conversation's full state (with the pending call's kind, which the engine is not told). */
interface LoadedContext {
  context: EngineContext;
  state: ConversationState;
}

/**
 * What the engine knows of the user's world, in six queries whatever its size: the projects they see (with
 * their role in each), their open tasks (of those projects, and their own outside any project), the people they
 * share a project or organization with, their workspace's labels, and their last exchange (the conversation), then
 * the custom fields of those projects (one query for all); then the screens and
 * functions open to them. A task the conversation names that is not among the open ones (done since) is read
 * too, so that 'reopen it' can name it; what they can no longer see leaves the conversation.
 */
async function loadContext(
  caller: AssistantCaller,
  currentPage: string | null,
  recentActivity: readonly string[],
): Promise<LoadedContext> {
  const { db } = caller.deps;
  const [projects, openTasks, people, labels, last] = await Promise.all([
    listVisibleProjects(db, caller.viewer),
    listOpenTasks(db, caller.viewer),
    listPeople(db, caller.viewer),
    listLabels(db, caller.viewer),
    findLastExchange(db, caller.user.id),
  ]);
  const fields = await listProjectFields(
    db,
    projects.map((project) => project.id),
  );
  const stored = storedState(last, caller.now);
  const taskIds = new Set(openTasks.map((task) => task.id));
  const named = [
    ...(stored.focus?.type === 'task' ? [stored.focus.id] : []),
    ...(stored.listed?.type === 'task' ? stored.listed.ids : []),
  ].filter((id) => !taskIds.has(id));
  const tasks = [...openTasks, ...(await listVisibleTasksById(db, caller.viewer, [...new Set(named)]))];
  const state = keepVisible(stored, {
    task: new Set(tasks.map((task) => task.id)),
    project: new Set(projects.map((project) => project.id)),
  });
  const context: EngineContext = {
    now: caller.now,
    userId: caller.user.id,
    conversation: toConversation(state),
    currentProjectId:
      caller.projectId && projects.some((project) => project.id === caller.projectId)
        ? caller.projectId
        : null,
    currentPage,
    recentActivity,
    projects: projects.map(({ id, title, status }) => ({ id, title, status })),
    tasks,
    people,
    labels: labels.map(({ _id, name }) => ({ id: _id, name })),
    fields,
    screens: screensFor(caller.user),
    functions: allowedFunctionsFor(
      caller.user,
      projects.map((project) => project.role),
    ),
  };
  return { context, state };
}

/** The conversation without the objects the user cannot see (any more). */
function keepVisible(
  state: ConversationState,
  visible: Record<ObjectRef['type'], ReadonlySet<string>>,
): ConversationState {
  const focus = state.focus && visible[state.focus.type].has(state.focus.id) ? state.focus : null;
  const { listed } = state;
  const ids = listed ? listed.ids.filter((id) => visible[listed.type].has(id)) : [];
  return { ...state, focus, listed: listed && ids.length ? { type: listed.type, ids } : null };
}

/** What the engine knows of the user's world and of the conversation so far (see loadContext). */
export async function loadEngineContext(
  caller: AssistantCaller,
  currentPage: string | null,
  recentActivity: readonly string[] = [],
): Promise<EngineContext> {
  return (await loadContext(caller, currentPage, recentActivity)).context;
}

/** GET /chatbot/functions: what this user may call, with JSON Schema arguments. */
export async function listFunctions(caller: AssistantCaller) {
  const projects = await listVisibleProjects(caller.deps.db, caller.viewer);
  const names = allowedFunctionsFor(
    caller.user,
    projects.map((project) => project.role),
  );
  return { functions: names.map(describeFunction) };
}

/**
 * POST /chatbot/execute: one registry function, every check applied. A follow-up button runs here, so the
 * conversation of the user's last exchange moves on too (a choice clicked is in focus; a confirmation answered
 * by its button no longer waits).
 */
export async function executeFunction(
  caller: AssistantCaller,
  payload: ExecuteFunctionPayload,
): Promise<ExecuteFunctionResult> {
  const outcome = await runFunction(caller, payload.functionName, payload.arguments);
  await followUpRan(caller, payload, outcome);
  return {
    result: outcome.result ?? outcome.actionData ?? null,
    action: outcome.action,
    ...(outcome.actionData === undefined ? {} : { actionData: outcome.actionData }),
    message: outcome.message,
    ...(outcome.followUps?.length ? { followUps: outcome.followUps } : {}),
  };
}

async function followUpRan(
  caller: AssistantCaller,
  payload: ExecuteFunctionPayload,
  outcome: AssistantOutcome,
): Promise<void> {
  const { db } = caller.deps;
  const last = await findLastExchange(db, caller.user.id);
  // No conversation to move on: none yet, or one past its life (the next message starts afresh anyway).
  if (!last || !isFunctionName(payload.functionName)) return;
  if (caller.now.getTime() - last.createdAt.getTime() > CONVERSATION_TTL_MS) return;
  const state = storedState(last, caller.now);
  const call = { functionName: payload.functionName, arguments: payload.arguments };
  let next: ConversationState;
  if (outcome.confirmation) {
    next = { ...state, pending: { ...call, arguments: outcome.confirmation.arguments, kind: 'confirm' } };
  } else {
    next = afterRun(state, call, outcome.about);
    if (state.pending && sameCall(state.pending, call)) next = { ...next, pending: null };
  }
  await updateExchangeConversation(db, caller.user.id, last.id, { ...next });
}

type Reply = Omit<ChatResponseData, 'messageId'>;

/** What one message made of the conversation: the reply and the state after it. */
interface Turn {
  reply: Reply;
  state: ConversationState;
}

/**
 * A local answer the model is not asked about: a call (or a cancel, or a choice between objects of the user's)
 * at or above this confidence. Below it, or for a question or an 'out of scope', a configured model is asked.
 */
export const LOCAL_CONFIDENT = 0.85;

function isConfident(interpretation: Interpretation): boolean {
  return (
    interpretation.kind !== 'clarify' &&
    interpretation.kind !== 'out_of_scope' &&
    interpretation.confidence >= LOCAL_CONFIDENT
  );
}

/**
 * What the message means: the local engine first; with a language model configured, the model when the local
 * answer is not confident, and the local answer again when the model fails. Several tool calls of one model
 * answer come back in order.
 */
async function interpretMessage(
  message: string,
  context: EngineContext,
  interpret: Interpret,
  model: LanguageModel | null,
): Promise<Interpretation[]> {
  const local = interpret(message, context);
  if (!model || isConfident(local)) return [local];
  return (await model.interpret(message, context)) ?? [local];
}

/**
 * POST /chatbot/message: the engine reads the message in the user's context and conversation; a sure call runs
 * at once, an unsure one is offered as a button (and waits for a yes), a choice between objects becomes one
 * button each, a question is asked back, a 'no' drops what was waiting, and a request outside projects, tasks
 * and teams gets the engine's honest answer. A call marked `confirmed` runs as confirmed only when it is the call
 * that was waiting; otherwise it takes the usual path (a delete asks first). Each exchange is kept with where the
 * conversation stands after it.
 */
export async function respond(
  caller: AssistantCaller,
  payload: SendChatMessagePayload,
  interpret: Interpret,
  model: LanguageModel | null = null,
): Promise<ChatResponseData> {
  const page = payload.context?.currentPage ?? null;
  const { context, state } = await loadContext(caller, page, payload.context?.recentActivity ?? []);
  const interpretations = await interpretMessage(payload.message, context, interpret, model);
  const { reply, state: after } = await answer(caller, interpretations, state);
  const stored = await insertExchange(caller.deps.db, {
    userId: caller.user.id,
    message: payload.message,
    response: reply.response,
    action: reply.action ?? null,
    data: reply.actionData ?? null,
    conversation: { ...after },
  });
  return { ...reply, messageId: stored.id };
}

/**
 * The interpretations in order, each through the registry's path (validation, permission, confirmation, the
 * services' rules). The texts of the calls that ran are joined; a refusal, a question or a call waiting for a
 * yes ends the turn there (the calls after it do not run), with its text last.
 */
async function answer(
  caller: AssistantCaller,
  interpretations: readonly Interpretation[],
  before: ConversationState,
): Promise<Turn> {
  // Whatever waited was for this message only.
  let state: ConversationState = { ...before, pending: null };
  const texts: string[] = [];
  const followUps: ChatFollowUp[] = [];
  let shown: { action: ChatAction | null; actionData?: unknown } = { action: null };
  let confidence = 0;
  const turn = (last?: { response: string; followUps?: ChatFollowUp[]; suggestions?: string[] }): Turn => {
    const buttons = [...followUps, ...(last?.followUps ?? [])];
    const reply: Reply = {
      response: [...texts, ...(last ? [last.response] : [])].join(' '),
      action: shown.action,
      ...(shown.actionData === undefined ? {} : { actionData: shown.actionData }),
      confidence,
      ...(last?.suggestions ? { suggestions: last.suggestions } : {}),
      ...(buttons.length ? { followUps: buttons } : {}),
    };
    return { reply, state };
  };

  for (const interpretation of interpretations) {
    confidence = interpretation.confidence;
    switch (interpretation.kind) {
      case 'call': {
        const { functionName } = interpretation;
        const waiting =
          interpretation.arguments.confirmed === true &&
          before.pending &&
          sameCall(before.pending, interpretation)
            ? before.pending
            : null;
        // Only the call that waits for a confirmation runs confirmed: a message never skips a question. A yes to
        // 'Did you mean…?' runs the call as any call (a delete offered that way still asks its own question).
        const args =
          waiting?.kind === 'confirm' ? interpretation.arguments : withoutConfirmed(interpretation.arguments);
        if (!waiting && interpretation.confidence < ASSISTANT_CONFIDENCE_THRESHOLD) {
          state = { ...state, pending: { functionName, arguments: args, kind: 'did_you_mean' } };
          return turn({
            response: `${ASSISTANT_TEXTS.notSure} ${describeFunction(functionName).description}`,
            followUps: [{ kind: 'choice', label: ASSISTANT_TEXTS.yesDoIt, functionName, arguments: args }],
          });
        }
        const outcome = await runForChat(caller, functionName, args);
        if ('refusal' in outcome) return turn({ response: outcome.refusal });
        if (outcome.confirmation) {
          state = {
            ...state,
            pending: { functionName, arguments: outcome.confirmation.arguments, kind: 'confirm' },
          };
          return turn({ response: outcome.message, followUps: outcome.followUps ?? [] });
        }
        state = afterRun(state, { functionName, arguments: args }, outcome.about);
        texts.push(outcome.message);
        followUps.push(...(outcome.followUps ?? []));
        shown = {
          action: outcome.action,
          ...(outcome.actionData === undefined ? {} : { actionData: outcome.actionData }),
        };
        break;
      }
      case 'choose': {
        const shown = listedByChoice(interpretation.options);
        if (shown) state = afterShowing(state, shown);
        return turn({
          response: interpretation.question,
          followUps: interpretation.options.map((option) => ({
            kind: 'choice',
            label: option.label,
            functionName: option.functionName,
            arguments: option.arguments,
          })),
        });
      }
      case 'clarify':
        return turn({
          response: interpretation.question,
          suggestions: interpretation.suggestions.slice(0, ASSISTANT_LIST_SIZES.emptyStateSuggestions),
        });
      case 'out_of_scope':
      case 'cancel':
        return turn({ response: interpretation.response });
    }
  }
  return turn();
}

/** A call run for the chat: its outcome, or a refusal of a service (403, 404, 400) told as a reply. */
async function runForChat(
  caller: AssistantCaller,
  functionName: string,
  args: Record<string, unknown>,
): Promise<AssistantOutcome | { refusal: string }> {
  try {
    return await runFunction(caller, functionName, args);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      return { refusal: ASSISTANT_TEXTS.cannotDo(error.message) };
    }
    throw error;
  }
}

/** GET /chatbot/history: the last `limit` exchanges, oldest first. */
export async function history(
  caller: AssistantCaller,
  limit: number,
): Promise<{ history: ChatHistoryEntry[] }> {
  const rows = await listExchanges(caller.deps.db, caller.user.id, limit);
  return {
    history: rows.map((row) => ({
      messageId: row.id,
      timestamp: row.createdAt.toISOString(),
      userMessage: row.message,
      botResponse: {
        message: row.response,
        action: (row.action ?? null) as ChatHistoryEntry['botResponse']['action'],
        ...(row.data === null || row.data === undefined ? {} : { data: row.data }),
      },
    })),
  };
}

export function clearHistory(caller: AssistantCaller): Promise<void> {
  return deleteExchanges(caller.deps.db, caller.user.id);
}

/** POST /chatbot/feedback: on one of the user's own replies only (another's answers 404). */
export async function giveFeedback(caller: AssistantCaller, payload: ChatFeedbackPayload): Promise<void> {
  const { db } = caller.deps;
  if (!(await findOwnExchange(db, caller.user.id, payload.messageId))) {
    throw new AppError(404, ASSISTANT_TEXTS.feedbackNotFound);
  }
  await insertFeedback(db, {
    messageId: payload.messageId,
    userId: caller.user.id,
    rating: payload.rating ?? null,
    feedback: payload.feedback ?? null,
    helpful: payload.helpful ?? null,
  });
}

const PAGE_SUGGESTIONS: readonly [RegExp, string][] = [
  [/^\/tasks\/calendar/, 'Show my tasks due this week'],
  [/^\/tasks/, 'Show my overdue tasks'],
  [/^\/projects\/?$/, 'List my projects'],
  [/^\/dashboard/, 'Show my tasks due today'],
];
const DEFAULT_SUGGESTIONS = ['Show my tasks', 'Show my overdue tasks', 'List my projects'];

/**
 * POST /chatbot/suggestions: at most 3, from the current project (its progress and tasks), the current page and
 * recent activity (the project of the user's latest feed entry), then the usual ones.
 */
export async function suggestionsFor(
  caller: AssistantCaller,
  payload: ChatSuggestionsPayload,
): Promise<{ suggestions: string[] }> {
  const page = payload.context?.currentPage;
  const projectId = currentProjectOf(payload.projectId, page);
  const { db } = caller.deps;
  const suggestions: string[] = [];
  if (projectId) {
    const project = await getProject(db, caller.viewer, projectId).catch(() => null);
    if (project) suggestions.push(`How is ${project.title} going?`, `Show tasks in ${project.title}`);
  }
  const fromPage = page ? PAGE_SUGGESTIONS.find(([pattern]) => pattern.test(page))?.[1] : undefined;
  if (fromPage) suggestions.push(fromPage);
  if (!projectId) {
    const [latest] = (await listRecentActivity(db, caller.viewer, 5)).filter((entry) => entry.projectId);
    if (latest?.entityType === 'project') suggestions.push(`How is ${latest.entityTitle} going?`);
    else if (latest?.entityType === 'task') suggestions.push('Show my tasks');
  }
  if ((payload.context?.recentActivity ?? []).some((entry) => /task/i.test(entry))) {
    suggestions.push('Show my tasks');
  }
  suggestions.push(...DEFAULT_SUGGESTIONS);
  return { suggestions: [...new Set(suggestions)].slice(0, ASSISTANT_LIST_SIZES.emptyStateSuggestions) };
}
