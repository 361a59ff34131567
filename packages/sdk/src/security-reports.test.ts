import { SECURITY_REPORT_MAX_DATA_BYTES, securityReportDataBytes } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyConsolePolicy,
  cspViolationData,
  errorReportData,
  fitReportData,
  installSecurityReporting,
} from './security-events';
import { createSecurityReporter, listSecurityReports, type SecurityReporter } from './security-reports';
import { createFakeApi, fakeClient, testId } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const api = createFakeApi();
const tokens = createMemoryTokenStorage('session.one');
const client = fakeClient(api, tokens);
let csrfCalls = 0;
let reporter: SecurityReporter;

function reports() {
  return api.seen
    .filter((request) => request.method === 'POST' && request.path === '/security/report')
    .map((request) => ({
      csrf: request.headers.get('x-csrf-token'),
      ...(request.json as { category: string; data: Record<string, unknown> }),
    }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2030-01-01T10:00:00Z') });
  csrfCalls = 0;
  tokens.set('session.one');
  api.on('GET /security/csrf-token', () => {
    csrfCalls += 1;
    return [200, { success: true, data: { token: `csrf-${csrfCalls}` } }];
  });
  api.on('POST /security/report', [
    201,
    { success: true, data: { _id: testId(1) }, message: 'Report received' },
  ]);
  reporter = createSecurityReporter({ client });
});

afterEach(() => {
  reporter.dispose();
  api.reset();
  vi.useRealTimers();
});

describe('the security reporter', () => {
  it('sends the first report of a category at once, with the CSRF token fetched once per session', async () => {
    reporter.report('client-error', { message: 'one' });
    await reporter.settled();
    reporter.report('csp-violation', { blockedURI: 'inline' });
    await reporter.settled();
    expect(reports()).toEqual([
      { csrf: 'csrf-1', category: 'client-error', data: { message: 'one' } },
      { csrf: 'csrf-1', category: 'csp-violation', data: { blockedURI: 'inline' } },
    ]);
    expect(csrfCalls).toBe(1);
  });

  it('sends at most one report per category every 5 s, folding the others into one sent after the wait', async () => {
    reporter.report('client-error', { message: 'first' });
    await reporter.settled();
    reporter.report('client-error', { message: 'second' });
    reporter.report('client-error', { message: 'third' });
    reporter.report('client-error', { message: 'fourth' });
    await reporter.settled();
    expect(reports().map((report) => report.data)).toEqual([{ message: 'first' }]);

    await vi.advanceTimersByTimeAsync(4999);
    await reporter.settled();
    expect(reports()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(300);
    await reporter.settled();
    expect(reports().map((report) => report.data)).toEqual([
      { message: 'first' },
      { message: 'fourth', suppressed: 2 },
    ]);

    // The held report opened a new window: the next one waits again.
    reporter.report('client-error', { message: 'fifth' });
    await reporter.settled();
    expect(reports()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5300);
    await reporter.settled();
    expect(reports().at(-1)?.data).toEqual({ message: 'fifth' });
  });

  it('sends a lone report after a quiet 5 s at once', async () => {
    reporter.report('client-error', { message: 'a' });
    await vi.advanceTimersByTimeAsync(6000);
    reporter.report('client-error', { message: 'b' });
    await reporter.settled();
    expect(reports().map((report) => report.data)).toEqual([{ message: 'a' }, { message: 'b' }]);
  });

  it('sends nothing while signed out, and fetches a new token for a new session or after a refusal', async () => {
    tokens.clear();
    reporter.report('client-error', { message: 'signed out' });
    await reporter.settled();
    expect(api.seen).toHaveLength(0);

    tokens.set('session.two');
    reporter.report('client-error', { message: 'signed in' });
    await reporter.settled();
    expect(reports().at(-1)?.csrf).toBe('csrf-1');

    api.on('POST /security/report', [
      403,
      { success: false, error: 'The X-CSRF-Token header does not match' },
    ]);
    reporter.report('render-error', { message: 'refused' });
    await reporter.settled();
    api.on('POST /security/report', [
      201,
      { success: true, data: { _id: testId(2) }, message: 'Report received' },
    ]);
    reporter.report('csp-violation', { message: 'again' });
    await reporter.settled();
    expect(reports().at(-1)?.csrf).toBe('csrf-2');

    tokens.set('session.three');
    reporter.report('unhandled-rejection', { message: 'new session' });
    await reporter.settled();
    expect(reports().at(-1)?.csrf).toBe('csrf-3');
  });

  it('never throws when the network or the server fails', async () => {
    api.on('GET /security/csrf-token', [500, { success: false, error: 'Internal server error' }]);
    expect(() => reporter.report('client-error', { message: 'x' })).not.toThrow();
    await expect(reporter.settled()).resolves.toBeUndefined();
  });

  it('keeps a report within the 8 KiB the server takes', async () => {
    reporter.report('client-error', { message: 'x'.repeat(20_000), stack: 'y'.repeat(20_000) });
    await reporter.settled();
    const [sent] = reports();
    expect(securityReportDataBytes(sent?.data)).toBeLessThanOrEqual(SECURITY_REPORT_MAX_DATA_BYTES);
    expect(String(sent?.data.message)).toMatch(/^x+…$/);
  });
});

describe('report data', () => {
  it('fits data to the bound, leaving small data alone', () => {
    expect(fitReportData({ a: 1 })).toEqual({ a: 1 });
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`k${index}`, 'z'.repeat(80)]));
    const fitted = fitReportData(many);
    expect(securityReportDataBytes(fitted)).toBeLessThanOrEqual(SECURITY_REPORT_MAX_DATA_BYTES);
  });

  it('describes errors, thrown values and CSP violations', () => {
    const error = new TypeError('Cannot read the dashboard data');
    expect(errorReportData(error)).toMatchObject({
      name: 'TypeError',
      message: 'Cannot read the dashboard data',
    });
    expect(errorReportData('plain text')).toMatchObject({ message: 'plain text' });
    expect(errorReportData({ code: 7 }, { source: 'x.js' })).toMatchObject({
      message: '{"code":7}',
      source: 'x.js',
    });
    expect(
      cspViolationData({ blockedURI: 'https://evil.example/a.js', violatedDirective: 'script-src-elem' }),
    ).toMatchObject({
      blockedURI: 'https://evil.example/a.js',
      violatedDirective: 'script-src-elem',
      lineNumber: 0,
    });
  });
});

describe('installSecurityReporting', () => {
  it("reports the page's errors, unhandled rejections and CSP violations by category, until uninstalled", () => {
    const target = new EventTarget();
    const seen: [string, Record<string, unknown>][] = [];
    const uninstall = installSecurityReporting(target, {
      report: (category, data) => seen.push([category, data]),
    });
    const error = Object.assign(new Event('error'), {
      error: new Error('Boom'),
      message: 'Boom',
      filename: 'https://app.example/assets/index.js',
      lineno: 3,
      colno: 9,
    });
    target.dispatchEvent(error);
    target.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('Lost promise') }),
    );
    target.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        blockedURI: 'inline',
        violatedDirective: 'script-src-elem',
        effectiveDirective: 'script-src-elem',
      }),
    );
    expect(seen.map(([category]) => category)).toEqual([
      'client-error',
      'unhandled-rejection',
      'csp-violation',
    ]);
    expect(seen[0]?.[1]).toMatchObject({
      message: 'Boom',
      source: 'https://app.example/assets/index.js',
      line: 3,
    });
    expect(seen[1]?.[1]).toMatchObject({ message: 'Lost promise' });
    expect(seen[2]?.[1]).toMatchObject({ blockedURI: 'inline', violatedDirective: 'script-src-elem' });

    uninstall();
    target.dispatchEvent(new Event('error'));
    expect(seen).toHaveLength(3);
  });
});

describe('applyConsolePolicy', () => {
  const fake = () => ({
    log: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
  });

  it('silences log, info and debug in a production build, keeping warn and error', () => {
    const target = fake();
    const { warn, error, log } = target;
    applyConsolePolicy(target, true);
    target.log('secret');
    target.info('secret');
    target.debug('secret');
    target.warn('kept');
    target.error('kept');
    expect(log).not.toHaveBeenCalled();
    expect(target.warn).toBe(warn);
    expect(target.error).toBe(error);
    expect(warn).toHaveBeenCalledWith('kept');
    expect(error).toHaveBeenCalledWith('kept');
  });

  it('keeps the whole console in a development build', () => {
    const target = fake();
    const { log } = target;
    applyConsolePolicy(target, false);
    target.log('visible');
    expect(target.log).toBe(log);
    expect(log).toHaveBeenCalledWith('visible');
  });
});

describe('listSecurityReports', () => {
  it('reads a page of an organization, with paging and category', async () => {
    api.on(`GET /organizations/${testId(5)}/security-reports`, [
      200,
      { success: true, data: [], pagination: { page: 2, limit: 10, total: 11, pages: 2 } },
    ]);
    const page = await listSecurityReports(client, testId(5), { page: 2, category: 'csp-violation' });
    expect(page.pagination.total).toBe(11);
    expect(api.seen.at(-1)?.query).toEqual({ page: '2', category: 'csp-violation' });
  });
});
