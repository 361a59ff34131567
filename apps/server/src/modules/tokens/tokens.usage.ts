import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client';
import { type AuditContext, auditContext, recordAudit } from '../audit';

/** How long one 'token.used' entry gathers a token's calls. */
export const TOKEN_USE_WINDOW_MS = 60_000;
/** At most this many distinct calls are named in one entry; the rest are counted under 'other'. */
export const TOKEN_USE_NAMED_MAX = 20;

interface UseWindow {
  tokenId: string;
  tokenName: string;
  organizationId: string | null;
  /** The first call's actor, address and user agent. */
  context: AuditContext;
  from: Date;
  to: Date;
  calls: number;
  /** 'METHOD /route/pattern' → calls. */
  requests: Map<string, number>;
}

/**
 * Every call made with a personal API token is in the audit log, without an append per call (an append takes a
 * lock on the organization's chain and costs about as much as the call itself): the ledger counts each token's
 * calls in windows of a minute and appends one 'token.used' entry per token and window, naming the calls by
 * method and route with how many of each. A window is written a minute after its first call (checked every
 * ten seconds), and every open window when the app closes. A process that dies loses at most its last minute's
 * counts.
 */
export class TokenUseLedger {
  private readonly windows = new Map<string, UseWindow>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: AppDb,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one call of a token. */
  add(
    request: FastifyRequest,
    actor: { id: string; email: string },
    token: { id: string; name: string; organizationId: string | null },
    now = new Date(),
  ): void {
    const key = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    let window = this.windows.get(token.id);
    if (!window) {
      window = {
        tokenId: token.id,
        tokenName: token.name,
        organizationId: token.organizationId,
        context: auditContext(request, actor),
        from: now,
        to: now,
        calls: 0,
        requests: new Map(),
      };
      this.windows.set(token.id, window);
    }
    window.calls += 1;
    window.to = now;
    if (window.requests.has(key) || window.requests.size < TOKEN_USE_NAMED_MAX) {
      window.requests.set(key, (window.requests.get(key) ?? 0) + 1);
    } else {
      window.requests.set('other', (window.requests.get('other') ?? 0) + 1);
    }
    this.timer ??= setInterval(() => void this.flush(false), 10_000).unref();
  }

  /** Appends the windows a minute old (or every open one), one entry each; the next flush waits for this one. */
  flush(all = true, now = new Date()): Promise<void> {
    const due = [...this.windows.values()].filter(
      (window) => all || now.getTime() - window.from.getTime() >= TOKEN_USE_WINDOW_MS,
    );
    for (const window of due) this.windows.delete(window.tokenId);
    if (this.windows.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    this.flushing = this.flushing.then(async () => {
      for (const window of due) {
        try {
          await recordAudit(this.db, window.context, {
            action: 'token.used',
            organizationId: window.organizationId,
            target: { type: 'api_token', id: window.tokenId, label: window.tokenName },
            after: {
              calls: window.calls,
              from: window.from.toISOString(),
              to: window.to.toISOString(),
              requests: Object.fromEntries(window.requests),
            },
          });
        } catch (error) {
          this.log.error({ err: error, tokenId: window.tokenId }, 'could not record an API token’s use');
        }
      }
    });
    return this.flushing;
  }
}
