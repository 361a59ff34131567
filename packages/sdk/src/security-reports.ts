import {
  CSRF_HEADER,
  SECURITY_REPORT_INTERVAL_MS,
  type SecurityReportListQueryInput,
  type SecurityReportPage,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';
import { fitReportData, type ReportSink } from './security-events';

// Loaded with the first call, not with the page: the reporter is installed before anything else runs.
const schemas = () => import('./schemas/security');
const CsrfTokenAnswerSchema = lazySchema(schemas, 'CsrfTokenAnswerSchema');
const SecurityReportStoredAnswerSchema = lazySchema(schemas, 'SecurityReportStoredAnswerSchema');
const SecurityReportPageSchema = lazySchema(schemas, 'SecurityReportPageSchema');

/** This session's CSRF token (GET /security/csrf-token), sent as X-CSRF-Token with a security report. */
export async function getCsrfToken(client: ApiClient): Promise<string> {
  return (await client.get('security/csrf-token', CsrfTokenAnswerSchema)).data.token;
}

/** Sends one security report (POST /security/report) with the session's CSRF token; resolves to its id. */
export async function sendSecurityReport(
  client: ApiClient,
  report: { category: string; data: Record<string, unknown> },
  csrfToken: string,
): Promise<string> {
  const answer = await client.post('security/report', SecurityReportStoredAnswerSchema, report, {
    [CSRF_HEADER]: csrfToken,
  });
  return answer.data._id;
}

/**
 * One page of an organization's security reports, newest first (GET /organizations/{id}/security-reports);
 * `individuals` for the reports of accounts without an organization (platform admins).
 */
export function listSecurityReports(
  client: ApiClient,
  organizationId: string,
  query?: SecurityReportListQueryInput,
): Promise<SecurityReportPage> {
  return client.get(
    `organizations/${encodeURIComponent(organizationId)}/security-reports`,
    SecurityReportPageSchema,
    searchParamsOrNone(query),
  );
}

export interface SecurityReporterOptions {
  client: ApiClient;
  /** At most one report per category in this many milliseconds (5 s, spec 7.4). */
  intervalMs?: number;
  /** Added to the wait before a held report goes: the server's own 5 s window must be over when it arrives. */
  marginMs?: number;
  now?: () => number;
}

export interface SecurityReporter extends ReportSink {
  /**
   * Reports in the background, never throws. The first report of a category goes at once; those that follow
   * within the interval are folded into one, sent when the interval is over (the last one, with `suppressed`:
   * how many others it stands for). Nothing is sent while signed out.
   */
  report(category: string, data: Record<string, unknown>): void;
  /** Resolves when every report started so far has been answered (tests). */
  settled(): Promise<void>;
  /** Stops the held reports' timers. */
  dispose(): void;
}

interface CategoryState {
  lastSentAt: number;
  held?: { data: Record<string, unknown>; count: number };
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The client side of POST /security/report: fetches the CSRF token once per session (again after a
 * new sign-in or a refusal), paces each category to one report per 5 s and keeps reports within the server's
 * size bound.
 */
export function createSecurityReporter(options: SecurityReporterOptions): SecurityReporter {
  const { client } = options;
  const intervalMs = options.intervalMs ?? SECURITY_REPORT_INTERVAL_MS;
  const marginMs = options.marginMs ?? 250;
  const now = options.now ?? Date.now;
  const categories = new Map<string, CategoryState>();
  const inFlight = new Set<Promise<void>>();
  let csrf: { session: string; token: Promise<string> } | undefined;

  function csrfToken(session: string): Promise<string> {
    if (csrf?.session !== session) csrf = { session, token: getCsrfToken(client) };
    return csrf.token;
  }

  function send(category: string, data: Record<string, unknown>): void {
    const session = client.tokenStorage.get();
    if (!session) return;
    const sending = csrfToken(session)
      .then((token) => sendSecurityReport(client, { category, data: fitReportData(data) }, token))
      .then(
        () => undefined,
        () => {
          // The report is lost (offline, throttled, refused); the token is fetched again for the next one, in
          // case it was the token that failed (a new session on the server's side, a failed fetch).
          csrf = undefined;
        },
      );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }

  function flush(category: string): void {
    const state = categories.get(category);
    if (!state) return;
    state.timer = undefined;
    const held = state.held;
    if (!held) return;
    state.held = undefined;
    state.lastSentAt = now();
    send(category, held.count > 1 ? { ...held.data, suppressed: held.count - 1 } : held.data);
  }

  return {
    report(category, data) {
      if (!client.tokenStorage.get()) return;
      const state = categories.get(category);
      const at = now();
      if (!state || at - state.lastSentAt >= intervalMs) {
        categories.set(category, { lastSentAt: at });
        send(category, data);
        return;
      }
      state.held = { data, count: (state.held?.count ?? 0) + 1 };
      if (!state.timer) {
        state.timer = setTimeout(() => flush(category), state.lastSentAt + intervalMs + marginMs - at);
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    dispose() {
      for (const state of categories.values()) if (state.timer) clearTimeout(state.timer);
      categories.clear();
    },
  };
}
