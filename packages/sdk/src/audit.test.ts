import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditExportFileName, exportAuditEntries, listAuditEntries, verifyAuditChain } from './audit';
import { ApiError } from './errors';
import { createApiClient } from './http';
import { createMemoryTokenStorage } from './token-storage';

// A loopback stand-in for the server (see http.test.ts): scripted answers, recorded requests.
let server: Server;
let baseUrl: string;
let seen: Array<{ method: string; url: string; authorization: string | undefined }> = [];
let answers: Record<string, [number, string, string]> = {};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
      const [status, type, body] = answers[`${req.method} ${path}`] ?? [
        404,
        'application/json',
        JSON.stringify({ success: false, error: 'Not found' }),
      ];
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  answers = {};
});

const ORG = '0'.repeat(23) + '1';
const json = (status: number, body: unknown): [number, string, string] => [
  status,
  'application/json',
  JSON.stringify(body),
];
function client() {
  const tokenStorage = createMemoryTokenStorage();
  tokenStorage.set('t.o.k');
  return createApiClient({ baseUrl, tokenStorage });
}
const entry = {
  _id: 'e1',
  seq: 1,
  organizationId: ORG,
  actorId: 'u1',
  actorEmail: 'olivia@acme.example',
  action: 'member.role_changed',
  targetType: 'user',
  targetId: 'u2',
  targetLabel: 'jordan@acme.example',
  before: { role: 'member' },
  after: { role: 'dept_manager' },
  ip: '127.0.0.1',
  userAgent: 'test',
  createdAt: '2026-11-26T10:00:00.000Z',
  hash: 'a'.repeat(64),
};

describe('the audit log calls', () => {
  it('lists a page with the filters in the query string', async () => {
    answers[`GET /api/v1/organizations/${ORG}/audit`] = json(200, {
      success: true,
      data: [entry],
      pagination: { page: 2, limit: 10, total: 11, pages: 2 },
    });
    const page = await listAuditEntries(client(), ORG, {
      actor: ' olivia ',
      action: 'member.role_changed',
      from: '2026-11-01',
      page: 2,
    });
    expect(page.data[0]?.targetLabel).toBe('jordan@acme.example');
    const sent = new URL(seen[0]!.url, 'http://x');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      actor: 'olivia',
      action: 'member.role_changed',
      from: '2026-11-01',
      page: '2',
    });
    expect(seen[0]!.authorization).toBe('Bearer t.o.k');
  });

  it('downloads the export as a blob, with the filters only', async () => {
    answers[`GET /api/v1/organizations/${ORG}/audit/export`] = [200, 'text/csv', 'Time,Actor\r\n'];
    const blob = await exportAuditEntries(client(), ORG, { action: 'auth.sign_in' });
    expect(await blob.text()).toBe('Time,Actor\r\n');
    expect(seen[0]!.url).toBe(`/api/v1/organizations/${ORG}/audit/export?action=auth.sign_in`);
    expect(auditExportFileName(new Date('2026-11-26T12:00:00Z'))).toBe('audit-log-2026-11-26.csv');
  });

  it("turns a refused export into the server's message", async () => {
    answers[`GET /api/v1/organizations/${ORG}/audit/export`] = json(403, {
      success: false,
      error: 'Insufficient permissions to view security and compliance',
    });
    const failure = await exportAuditEntries(client(), ORG).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).message).toBe('Insufficient permissions to view security and compliance');
  });

  it('verifies the chain', async () => {
    const result = {
      intact: false,
      checked: 3,
      firstBroken: {
        _id: 'e3',
        seq: 3,
        reason: 'altered',
        action: 'auth.sign_in',
        createdAt: entry.createdAt,
      },
    };
    answers[`POST /api/v1/organizations/${ORG}/audit/verify`] = json(200, { success: true, data: result });
    expect(await verifyAuditChain(client(), ORG)).toEqual(result);
  });
});
