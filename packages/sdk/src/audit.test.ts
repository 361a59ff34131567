import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditExportFileName, exportAuditEntries, listAuditEntries, verifyAuditChain } from './audit';
import { ApiError } from './errors';
import { createFakeApi, fakeClient } from './test-support';

const api = createFakeApi();
const client = () => fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

const ORG = '0'.repeat(23) + '1';
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
    api.on(`GET /organizations/${ORG}/audit`, [
      200,
      {
        success: true,
        data: [entry],
        pagination: { page: 2, limit: 10, total: 11, pages: 2 },
      },
    ]);
    const page = await listAuditEntries(client(), ORG, {
      actor: ' olivia ',
      action: 'member.role_changed',
      from: '2026-11-01',
      page: 2,
    });
    expect(page.data[0]?.targetLabel).toBe('jordan@acme.example');
    expect(api.seen[0]?.query).toEqual({
      actor: 'olivia',
      action: 'member.role_changed',
      from: '2026-11-01',
      page: '2',
    });
    expect(api.seen[0]?.headers.get('authorization')).toBe('Bearer t.o.k');
  });

  it('downloads the export as a blob, with the filters only', async () => {
    api.on(`GET /organizations/${ORG}/audit/export`, [200, 'Time,Actor\r\n', 'text/csv']);
    const blob = await exportAuditEntries(client(), ORG, { action: 'auth.sign_in' });
    expect(await blob.text()).toBe('Time,Actor\r\n');
    expect(`${api.seen[0]?.path}${api.seen[0]?.search}`).toBe(
      `/organizations/${ORG}/audit/export?action=auth.sign_in`,
    );
    expect(auditExportFileName(new Date('2026-11-26T12:00:00Z'))).toBe('audit-log-2026-11-26.csv');
  });

  it("turns a refused export into the server's message", async () => {
    api.on(`GET /organizations/${ORG}/audit/export`, [
      403,
      {
        success: false,
        error: 'Insufficient permissions to view security and compliance',
      },
    ]);
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
    api.on(`POST /organizations/${ORG}/audit/verify`, [200, { success: true, data: result }]);
    expect(await verifyAuditChain(client(), ORG)).toEqual(result);
  });
});
