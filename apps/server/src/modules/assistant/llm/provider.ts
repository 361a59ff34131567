import { z } from 'zod';
import type { AssistantLlmSettings } from '../../../config';
import { type EngineContext, type FunctionName, type Interpretation, isFunctionName } from '../contract';
import { describeFunction } from '../registry';

// The assistant's optional language model: an OpenAI-compatible chat-completions endpoint (a local
// Ollama or llama.cpp server, or a hosted API) offered the registry as its tools. It only interprets: each tool
// call becomes an Interpretation of kind 'call' that the module runs through the registry like the local
// engine's (zod validation, permission, confirmation, the services' scope checks), in the order given. Any
// failure answers null, and the local engine answers instead.

/** How sure a model's answer counts as: above the threshold, so a tool call runs (a write offers Undo). */
export const LLM_CONFIDENCE = 0.9;

/** The most of each kind of object named to the model (the context may hold hundreds of tasks). */
export const LLM_CONTEXT_LIMITS = { projects: 100, tasks: 150, people: 100 } as const;

/** The longest text reply kept from a model (the chat's own message limit). */
const MAX_REPLY_LENGTH = 2000;

export type LlmFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'unknown_function';

export interface LanguageModel {
  /**
   * What the model made of the message: its tool calls in order, or one text reply; null when the local engine
   * should answer (a failure).
   */
  interpret(message: string, context: EngineContext): Promise<Interpretation[] | null>;
}

export interface LlmLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

interface ChatCompletionRequest {
  model: string;
  messages: { role: 'system' | 'user'; content: string }[];
  tools: { type: 'function'; function: { name: string; description: string; parameters: unknown } }[];
  tool_choice: 'auto';
}

const toolCache = new Map<FunctionName, ChatCompletionRequest['tools'][number]>();

/** One tool per function: the registry's description and JSON Schema (those of GET /chatbot/functions). */
export function toolFor(name: FunctionName): ChatCompletionRequest['tools'][number] {
  let tool = toolCache.get(name);
  if (!tool) {
    const { description, parameters } = describeFunction(name);
    tool = { type: 'function', function: { name, description, parameters } };
    toolCache.set(name, tool);
  }
  return tool;
}

const SYSTEM_PROMPT = [
  'You are the assistant of a project management app. You act only by calling the tools you are given, with',
  "the user's own rights: list and filter tasks, list projects, tell a project's progress or team (or everyone",
  'the user works with), create, update or delete a task or a project, open a screen, a project or a task, offer',
  "quick actions. A task with no project named is one of the user's own tasks (no projectId). Listing tasks",
  'without a status lists the ones not done. For a request with several steps, call several tools in order.',
  "'It', 'that' and 'the first one' refer to the conversation below. When the user says yes to the call waiting",
  'for their yes, call it again with the same arguments and confirmed: true; never set confirmed otherwise.',
  'Name projects, tasks and people only by the ids listed below; never invent an id. Dates are YYYY-MM-DD.',
  'When a request is not about projects, tasks or teams, or you cannot do it with the tools, answer in one or',
  'two plain sentences without calling a tool.',
].join(' ');

function listed<T>(items: readonly T[], limit: number, line: (item: T) => string): string {
  const lines = items.slice(0, limit).map((item) => `- ${line(item)}`);
  if (items.length > limit) lines.push(`- (and ${items.length - limit} more not listed)`);
  return lines.length ? lines.join('\n') : '- (none)';
}

/** A compact summary of what the user can see: names with their ids (no email addresses). */
export function contextSummary(context: EngineContext): string {
  const today = context.now.toISOString().slice(0, 10);
  return [
    `Today is ${today} (UTC).`,
    `Current page: ${context.currentPage ?? 'unknown'}. Current project id: ${context.currentProjectId ?? 'none'}.`,
    // What the client says the user just did (validated and bounded by ChatContextSchema): a hint, never a fact.
    "The user's recent actions in this session, oldest first, as their app reports them:",
    listed(context.recentActivity, context.recentActivity.length, (entry) => JSON.stringify(entry)),
    'Projects the user can see (id: title [status]):',
    listed(context.projects, LLM_CONTEXT_LIMITS.projects, (p) => `${p.id}: ${p.title} [${p.status}]`),
    'Open tasks (id: title [status], project id):',
    listed(
      context.tasks,
      LLM_CONTEXT_LIMITS.tasks,
      (t) => `${t.id}: ${t.title} [${t.status}], ${t.projectId || "no project (the user's own)"}`,
    ),
    'People (id: name):',
    listed(context.people, LLM_CONTEXT_LIMITS.people, (p) => `${p.id}: ${p.name}`),
    'Screens that navigate can open (key: label):',
    listed(context.screens, context.screens.length, (s) => `${s.key}: ${s.label}`),
    `The user's own id: ${context.userId}.`,
    ...conversationLines(context),
  ].join('\n');
}

/** The conversation so far, as ids with their names where the context has them. */
function conversationLines(context: EngineContext): string[] {
  const { focus, listed: shown, lastCall, pending } = context.conversation;
  const names = new Map<string, string>([
    ...context.projects.map((p) => [p.id, p.title] as [string, string]),
    ...context.tasks.map((t) => [t.id, t.title] as [string, string]),
  ]);
  const named = (id: string) => (names.has(id) ? `${id} (${names.get(id)})` : id);
  const call = (c: { functionName: string; arguments: Record<string, unknown> }) =>
    `${c.functionName} ${JSON.stringify(c.arguments)}`;
  return [
    'The conversation so far:',
    `- In focus ('it', 'that'): ${focus ? `${focus.type} ${named(focus.id)}` : 'nothing'}`,
    `- Last listed, in order ('the first one'): ${shown ? `${shown.type}s ${shown.ids.map(named).join(', ')}` : 'nothing'}`,
    `- Last call that ran: ${lastCall ? call(lastCall) : 'none'}`,
    `- Waiting for the user's yes or no: ${pending ? call(pending) : 'nothing'}`,
  ];
}

/** The request body: the system prompt, the context, the user's message and the functions they may call. */
export function chatCompletionRequest(
  model: string,
  message: string,
  context: EngineContext,
): ChatCompletionRequest {
  return {
    model,
    messages: [
      { role: 'system', content: `${SYSTEM_PROMPT}\n\n${contextSummary(context)}` },
      { role: 'user', content: message },
    ],
    // Undo is the chat's own button (the model cannot know an action's id): not a tool.
    tools: context.functions.filter((name) => name !== 'undo').map(toolFor),
    tool_choice: 'auto',
  };
}

const AnswerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                function: z.object({
                  name: z.string(),
                  // A JSON string by the protocol; some servers send the object itself.
                  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
                }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The model's answer as interpretations: its tool calls as calls, in order (arguments unchecked here: the
 * registry validates them), else its text as a reply with no action. Anything else, or any tool call naming an
 * unknown function or with arguments that are not an object, is a failure of the whole answer.
 */
export function readAnswer(body: unknown): Interpretation[] | LlmFailure {
  const parsed = AnswerSchema.safeParse(body);
  if (!parsed.success) return 'malformed';
  const message = parsed.data.choices[0]!.message;
  const calls = message.tool_calls ?? [];
  if (calls.length > 0) {
    const interpretations: Interpretation[] = [];
    for (const call of calls) {
      const { name, arguments: raw } = call.function;
      if (!isFunctionName(name)) return 'unknown_function';
      let args: unknown = raw ?? {};
      if (typeof raw === 'string') {
        try {
          args = raw.trim() === '' ? {} : JSON.parse(raw);
        } catch {
          return 'malformed';
        }
      }
      if (!isPlainObject(args)) return 'malformed';
      interpretations.push({ kind: 'call', functionName: name, arguments: args, confidence: LLM_CONFIDENCE });
    }
    return interpretations;
  }
  const text = message.content?.trim();
  if (!text) return 'malformed';
  return [{ kind: 'out_of_scope', response: text.slice(0, MAX_REPLY_LENGTH), confidence: LLM_CONFIDENCE }];
}

/** One model answer: the interpretations, or why there are none. */
export type ModelAnswer = { interpretations: Interpretation[] } | { failure: LlmFailure; detail: string };

/**
 * Runs the model once over one message in its context: the request, the answer read as interpretations. Never
 * throws for the model's own failures (timeout, network, status, shape): they are answered as a failure.
 */
export async function askModel(
  settings: AssistantLlmSettings,
  message: string,
  context: EngineContext,
  fetchImpl: typeof fetch = fetch,
): Promise<ModelAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (settings.key) headers.authorization = `Bearer ${settings.key}`;
  let body: unknown;
  try {
    const response = await fetchImpl(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(chatCompletionRequest(settings.model, message, context)),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { failure: 'http', detail: `status ${response.status}` };
    }
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      return { failure: 'malformed', detail: 'the answer is not JSON' };
    }
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { failure: 'timeout', detail: `no answer within ${settings.timeoutMs} ms` };
    }
    return { failure: 'network', detail: error instanceof Error ? error.message : String(error) };
  }
  const interpretations = readAnswer(body);
  if (typeof interpretations === 'string') {
    return {
      failure: interpretations,
      detail: interpretations === 'malformed' ? 'unexpected answer shape' : 'unknown tool',
    };
  }
  return { interpretations };
}

/**
 * The provider for the configured endpoint. Each failure kind is logged once for the provider's life (a model
 * that is down would otherwise log on every message); the key is never logged.
 */
export function createLanguageModel(
  settings: AssistantLlmSettings,
  log: LlmLogger,
  fetchImpl: typeof fetch = fetch,
): LanguageModel {
  const warned = new Set<LlmFailure>();
  return {
    async interpret(message, context) {
      const answer = await askModel(settings, message, context, fetchImpl);
      if ('interpretations' in answer) return answer.interpretations;
      if (!warned.has(answer.failure)) {
        warned.add(answer.failure);
        log.warn(
          { kind: answer.failure, detail: answer.detail, model: settings.model },
          `Assistant language model failed (${answer.failure}); the local engine answers (logged once per kind)`,
        );
      }
      return null;
    },
  };
}
