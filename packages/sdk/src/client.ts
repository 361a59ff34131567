import * as analytics from './analytics';
import * as assistant from './assistant';
import * as attachments from './attachments';
import * as audit from './audit';
import * as auth from './auth';
import * as billing from './billing';
import * as calendarFeed from './calendar-feed';
import type { ClientChange } from './changes';
import { type CookieJar, createCookieJar } from './cookie-jar';
import * as customFields from './custom-fields';
import * as dashboard from './dashboard';
import * as discussion from './discussion';
import * as finance from './finance';
import * as health from './health';
import { type ApiClient, type ApiClientOptions, createApiClient } from './http';
import * as invitations from './invitations';
import * as labels from './labels';
import * as notifications from './notifications';
import * as orgInvitations from './org-invitations';
import * as organizations from './organizations';
import * as platform from './platform';
import * as projects from './projects';
import { createRealtimeClient, type RealtimeClient, type RealtimeSocketFactory } from './realtime';
import * as search from './search';
import * as securityReports from './security-reports';
import * as sessions from './sessions';
import * as systemChecks from './system-checks';
import * as tasks from './tasks';
import * as time from './time';
import * as timeline from './timeline';
import * as todos from './todos';
import { createMemoryTokenStorage, type TokenStorage } from './token-storage';
import * as apiTokens from './tokens';
// Import and export (issue 41).
import * as transfer from './transfer';
import * as views from './views';
import * as watchers from './watchers';
// Webhooks (issue 41, webhooks).
import * as webhooks from './webhooks';
import * as workflows from './workflows';

// biome-ignore lint/suspicious/noExplicitAny: any function shape, narrowed by the conditional types below.
type AnyFunction = (...args: any[]) => unknown;

/** True when a function's first parameter is exactly an {@link ApiClient}: an API call. */
type TakesClient<F> = F extends (first: infer First, ...rest: infer _Rest) => unknown
  ? [First] extends [ApiClient]
    ? [ApiClient] extends [First]
      ? true
      : false
    : false
  : false;

/** An API call with its client already given. */
type Bound<F> = F extends (client: ApiClient, ...args: infer Args) => infer Result
  ? (...args: Args) => Result
  : never;

/** A module's API calls (the functions taking an ApiClient first), each bound to one client. */
export type BoundCalls<Module> = {
  readonly [K in keyof Module as TakesClient<Module[K]> extends true ? K : never]: Bound<Module[K]>;
};

/**
 * Binds the client to every function a module exports. Only the API calls (client first) are in the type; the
 * other helpers a module exports (a message for an error, a file name) are used from the module itself.
 */
export function bindCalls<Module extends object>(client: ApiClient, module: Module): BoundCalls<Module> {
  const bound: Record<string, AnyFunction> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function')
      bound[name] = (...args: unknown[]) => (value as AnyFunction)(client, ...args);
  }
  return Object.freeze(bound) as unknown as BoundCalls<Module>;
}

/** The SDK's modules, each a namespace of the client under this name. */
const modules = {
  analytics,
  assistant,
  attachments,
  audit,
  auth,
  billing,
  calendarFeed,
  customFields,
  dashboard,
  discussion,
  finance,
  health,
  invitations,
  labels,
  notifications,
  orgInvitations,
  organizations,
  platform,
  projects,
  search,
  securityReports,
  sessions,
  systemChecks,
  tasks,
  timeline,
  time,
  todos,
  /** Personal API tokens (issue 41): `client.tokens.list()`, `.create(payload)`, `.revoke(id)` (and the calls by their own names). */
  tokens: {
    ...apiTokens,
    list: apiTokens.listApiTokens,
    create: apiTokens.createApiToken,
    revoke: apiTokens.revokeApiToken,
  },
  // Import and export (issue 41).
  transfer,
  views,
  watchers,
  // Webhooks (issue 41, webhooks).
  webhooks,
  workflows,
};

type Modules = typeof modules;

export interface CreateClientOptions
  extends Omit<ApiClientOptions, 'tokenStorage' | 'baseUrl' | 'cookieJar'> {
  /** Base of every API path: `https://host/api/v1`, or `/api/v1` in a browser page on the same origin. */
  baseUrl: string;
  /** Where the bearer token is kept; in memory by default (a browser app passes localStorage-backed storage). */
  tokenStorage?: TokenStorage;
  /** A personal API token (`tf_pat_...`) sent as the bearer instead of a session: no sign-in, no cookie jar. */
  apiToken?: string;
  /**
   * The client's own cookies, for the sign-in and the session fingerprint outside a browser: a jar of its own by
   * default where there is no `document` (Node), none in a browser (which keeps cookies itself); `false` for none.
   */
  cookieJar?: CookieJar | false;
  /** The socket.io server; the origin of an absolute `baseUrl` by default (the page's origin otherwise). */
  realtimeUrl?: string;
  /** Creates the socket (tests); socket.io-client's `io` by default. */
  io?: RealtimeSocketFactory;
}

/**
 * A TaskFlow client: the {@link ApiClient} (so every SDK function taking one works with it) plus every call bound
 * to it by module (`client.tasks.listTasks(query)`), its own stores (finance unlock, display currency) and, on
 * first use, its real-time connection.
 */
export type TaskFlowClient = ApiClient & {
  readonly [Name in keyof Modules]: BoundCalls<Modules[Name]>;
} & {
  /** The socket client of this server and token, created on first use (connect() it). */
  readonly realtime: RealtimeClient;
};

const inBrowser = () => typeof document !== 'undefined';

function originOf(baseUrl: string): string | undefined {
  return /^https?:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : undefined;
}

/**
 * Tells the socket of a change this client made (spec 7.6): `taskUpdate` after a task update (a task in a
 * project), `projectUpdate` after a project update, `discussionMessage` after a discussion post. Notices carry
 * ids only; the server checks them and writes nothing (docs/realtime.md). Answers never reject.
 */
export function tellSocketOfChange(realtime: RealtimeClient, change: ClientChange): void {
  switch (change.type) {
    case 'task.updated':
      if (change.task.projectId) {
        void realtime.emit('taskUpdate', { projectId: change.task.projectId, taskId: change.task._id });
      }
      return;
    case 'project.updated':
      void realtime.emit('projectUpdate', { projectId: change.project._id });
      return;
    case 'discussion.posted': {
      const { projectId, discussionId, id } = change.message;
      void realtime.emit('discussionMessage', { projectId, discussionId, messageId: id });
      return;
    }
    default:
      return;
  }
}

/** Creates a client; nothing is shared with another client, so several can run side by side (Node services, tests). */
export function createClient(options: CreateClientOptions): TaskFlowClient {
  const { cookieJar: jarOption, realtimeUrl, io, tokenStorage, ...rest } = options;
  // A personal API token needs no cookie: no jar of its own unless one is given.
  const cookieJar =
    jarOption === false || (options.apiToken && jarOption === undefined)
      ? undefined
      : (jarOption ?? (inBrowser() ? undefined : createCookieJar()));
  const api = createApiClient({
    ...rest,
    tokenStorage: tokenStorage ?? createMemoryTokenStorage(),
    ...(cookieJar ? { cookieJar } : {}),
  });
  const namespaces = Object.fromEntries(
    Object.entries(modules).map(([name, module]) => [name, bindCalls(api, module)]),
  ) as { [Name in keyof Modules]: BoundCalls<Modules[Name]> };
  let realtime: RealtimeClient | undefined;
  const url = realtimeUrl ?? originOf(options.baseUrl);
  // Spec 7.6: after its own task update, project update and discussion post, the client tells the socket (a
  // notice, ids only; the server checks it and writes nothing). Only on a connection already made: a change
  // never opens one.
  api.changes.subscribe((change) => {
    if (realtime?.getStatus() === 'connected') tellSocketOfChange(realtime, change);
  });
  return Object.freeze({
    ...api,
    ...namespaces,
    get realtime(): RealtimeClient {
      realtime ??= createRealtimeClient({
        ...(url ? { url } : {}),
        ...(io ? { io } : {}),
        getToken: () => api.tokenStorage.get(),
        fetchNotificationsAfter: (afterId) => notifications.fetchNotificationsAfter(api, afterId),
        ...(cookieJar
          ? {
              headers: () => {
                const cookie = cookieJar.header();
                return cookie ? { cookie } : undefined;
              },
            }
          : {}),
      });
      return realtime;
    },
  });
}
