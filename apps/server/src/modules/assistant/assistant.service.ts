import {
  ASSISTANT_LIST_SIZES,
  assistantProjectIdFromPath,
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
import { getProject } from '../projects';
import { listRecentActivity, viewerFrom, type WorkDeps } from '../work';
import {
  deleteExchanges,
  findOwnExchange,
  insertExchange,
  insertFeedback,
  listExchanges,
  listOpenProjectTasks,
  listPeople,
  listVisibleProjects,
} from './assistant.queries';
import {
  ASSISTANT_CONFIDENCE_THRESHOLD,
  type EngineContext,
  type FunctionOutcome,
  type Interpret,
} from './contract';
import type { LanguageModel } from './llm';
import { type AssistantCaller, allowedFunctionsFor, describeFunction, runFunction } from './registry';
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

/**
 * What the engine knows of the user's world, in three queries whatever its size: the projects they see (with their
 * role in each), the open tasks of those projects, the people they share a project or organization with, and
 * the screens and functions open to them.
 */
export async function loadEngineContext(
  caller: AssistantCaller,
  currentPage: string | null,
): Promise<EngineContext> {
  const { db } = caller.deps;
  const [projects, tasks, people] = await Promise.all([
    listVisibleProjects(db, caller.viewer),
    listOpenProjectTasks(db, caller.viewer),
    listPeople(db, caller.viewer),
  ]);
  return {
    now: caller.now,
    currentProjectId:
      caller.projectId && projects.some((project) => project.id === caller.projectId)
        ? caller.projectId
        : null,
    currentPage,
    projects: projects.map(({ id, title, status }) => ({ id, title, status })),
    tasks,
    people,
    screens: screensFor(caller.user),
    functions: allowedFunctionsFor(
      caller.user,
      projects.map((project) => project.role),
    ),
  };
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

/** POST /chatbot/execute: one registry function, every check applied. */
export async function executeFunction(
  caller: AssistantCaller,
  payload: ExecuteFunctionPayload,
): Promise<ExecuteFunctionResult> {
  const outcome = await runFunction(caller, payload.functionName, payload.arguments);
  return {
    result: outcome.result ?? outcome.actionData ?? null,
    action: outcome.action,
    ...(outcome.actionData === undefined ? {} : { actionData: outcome.actionData }),
    message: outcome.message,
    ...(outcome.followUps?.length ? { followUps: outcome.followUps } : {}),
  };
}

type Reply = Omit<ChatResponseData, 'messageId'>;

function outcomeReply(outcome: FunctionOutcome, confidence: number): Reply {
  return {
    response: outcome.message,
    action: outcome.action,
    ...(outcome.actionData === undefined ? {} : { actionData: outcome.actionData }),
    confidence,
    ...(outcome.followUps?.length ? { followUps: outcome.followUps } : {}),
  };
}

/** A refusal of a service (403 'You do not have permission...', 404 'Project not found') told in the chat. */
async function runForChat(
  caller: AssistantCaller,
  functionName: string,
  args: Record<string, unknown>,
  confidence: number,
): Promise<Reply> {
  try {
    return outcomeReply(await runFunction(caller, functionName, args), confidence);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      return { response: ASSISTANT_TEXTS.cannotDo(error.message), action: null, confidence };
    }
    throw error;
  }
}

/**
 * POST /chatbot/message: the engine reads the message in the user's context; a sure call runs at once, an unsure
 * one is offered as a button, a choice between objects becomes one button each, a question is asked back, and a
 * request outside projects, tasks and teams gets the engine's honest answer. Each exchange is kept.
 * With a language model configured, it is asked first (its tool calls take the same path as the engine's); when
 * it fails (timeout, network, non-2xx, a malformed answer, an unknown function), the local engine answers.
 */
export async function respond(
  caller: AssistantCaller,
  payload: SendChatMessagePayload,
  interpret: Interpret,
  model: LanguageModel | null = null,
): Promise<ChatResponseData> {
  const page = payload.context?.currentPage ?? null;
  const context = await loadEngineContext(caller, page);
  const fromModel = model ? await model.interpret(payload.message, context) : null;
  const interpretation = fromModel ?? interpret(payload.message, context);
  let reply: Reply;
  switch (interpretation.kind) {
    case 'call': {
      const { functionName, arguments: args, confidence } = interpretation;
      if (confidence >= ASSISTANT_CONFIDENCE_THRESHOLD) {
        reply = await runForChat(caller, functionName, args, confidence);
      } else {
        const followUps: ChatFollowUp[] = [
          { kind: 'choice', label: ASSISTANT_TEXTS.yesDoIt, functionName, arguments: args },
        ];
        reply = {
          response: `${ASSISTANT_TEXTS.notSure} ${describeFunction(functionName).description}`,
          action: null,
          confidence,
          followUps,
        };
      }
      break;
    }
    case 'choose':
      reply = {
        response: interpretation.question,
        action: null,
        confidence: interpretation.confidence,
        followUps: interpretation.options.map((option) => ({
          kind: 'choice',
          label: option.label,
          functionName: option.functionName,
          arguments: option.arguments,
        })),
      };
      break;
    case 'clarify':
      reply = {
        response: interpretation.question,
        action: null,
        confidence: interpretation.confidence,
        suggestions: interpretation.suggestions.slice(0, ASSISTANT_LIST_SIZES.emptyStateSuggestions),
      };
      break;
    case 'out_of_scope':
      reply = { response: interpretation.response, action: null, confidence: interpretation.confidence };
      break;
  }
  const stored = await insertExchange(caller.deps.db, {
    userId: caller.user.id,
    message: payload.message,
    response: reply.response,
    action: reply.action ?? null,
    data: reply.actionData ?? null,
  });
  return { ...reply, messageId: stored.id };
}

/** GET /chatbot/history: the last `limit` exchanges, oldest first. */
export async function history(
  caller: AssistantCaller,
  limit: number,
): Promise<{ history: ChatHistoryEntry[] }> {
  const rows = await listExchanges(caller.deps.db, caller.user.id, limit);
  return {
    history: rows.map((row) => ({
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
