import type { AuditEntry, Organization } from '@app/domain';
import { preloadToasts } from '@app/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserHandler,
  fakeToken,
  makeUser,
  mockNetwork,
  organizationChoicesHandler,
  storeToken,
} from '../../testing/network';
import { ORG_ADMIN, ORG_ID } from '../../testing/organization';
import { renderApp } from '../../testing/renderApp';

const ACME: Organization = {
  _id: ORG_ID,
  name: 'Acme Corporation',
  domain: 'acme.example',
  isActive: true,
  subscriptionTier: 'enterprise',
};
const OTHER_ORG = '64b7f0c2a1b2c3d4e5f60899';

const ENTRY: AuditEntry = {
  _id: '64b7f0c2a1b2c3d4e5f60901',
  seq: 7,
  organizationId: ORG_ID,
  actorId: ORG_ADMIN._id,
  actorEmail: 'olivia@acme.example',
  action: 'member.role_changed',
  targetType: 'user',
  targetId: '64b7f0c2a1b2c3d4e5f60902',
  targetLabel: 'jordan@acme.example',
  before: { role: 'member' },
  after: { role: 'enterprise_admin' },
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  createdAt: '2026-11-26T10:15:00.000Z',
  hash: 'a'.repeat(64),
};

const page = (entries: AuditEntry[]) =>
  Response.json({
    success: true,
    data: entries,
    pagination: { page: 1, limit: 10, total: entries.length, pages: 1 },
  });

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
  preloadToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Security & Compliance', () => {
  it('shows the organization admin the audit log, filters it through the URL, and names an altered entry', async () => {
    const user = userEvent.setup();
    storeToken(fakeToken());
    const asked: string[] = [];
    mockNetwork({
      ...currentUserHandler(ORG_ADMIN),
      'GET /api/v1/organizations/current': () => Response.json({ success: true, data: ACME }),
      [`GET /api/v1/organizations/${ORG_ID}/audit`]: (request) => {
        asked.push(new URL(request.url).search);
        return page([ENTRY]);
      },
      [`POST /api/v1/organizations/${ORG_ID}/audit/verify`]: () =>
        Response.json({
          success: true,
          data: {
            intact: false,
            checked: 7,
            firstBroken: {
              _id: ENTRY._id,
              seq: 7,
              reason: 'altered',
              action: ENTRY.action,
              createdAt: ENTRY.createdAt,
            },
          },
        }),
    });
    renderApp('/org/security');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Security & Compliance' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Audit log' });
    const row = await within(table).findByRole('row', { name: /jordan@acme\.example/ });
    expect(within(row).getByText('Role changed')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: /^Show changes/ }));
    expect(row).toHaveTextContent('Before: member');
    expect(row).toHaveTextContent('After: enterprise_admin');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Role changed' }));
    await vi.waitFor(() => expect(asked.at(-1)).toContain('action=member.role_changed'));

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Audit log altered');
    expect(alert).toHaveTextContent("The first altered entry is the entry 'Role changed'");
  });

  it('refuses a member who is not an admin', async () => {
    storeToken(fakeToken());
    mockNetwork({
      ...currentUserHandler({ ...ORG_ADMIN, orgRole: 'member', isOrgAdmin: false, role: 'user' }),
      'GET /api/v1/organizations/current': () => Response.json({ success: true, data: ACME }),
    });
    renderApp('/org/security');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Access Restricted' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('opens any organization for a platform admin, named in the URL', async () => {
    storeToken(fakeToken());
    const platformAdmin = makeUser({ name: 'Pat Platform', platformRole: 'super_admin', role: 'admin' });
    mockNetwork({
      ...currentUserHandler(platformAdmin),
      [`GET /api/v1/organizations/${OTHER_ORG}/audit`]: () => page([{ ...ENTRY, organizationId: OTHER_ORG }]),
    });
    renderApp(`/org/security?organization=${OTHER_ORG}`);
    const table = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 10_000 });
    expect(await within(table).findByText('jordan@acme.example')).toBeVisible();
  });

  it('lets a platform admin without an organization choose the one to review from the platform’s list', async () => {
    const user = userEvent.setup();
    storeToken(fakeToken());
    const platformAdmin = makeUser({ name: 'Sam Rivera', platformRole: 'super_admin', role: 'admin' });
    mockNetwork({
      ...currentUserHandler(platformAdmin),
      ...organizationChoicesHandler([
        ACME,
        { ...ACME, _id: OTHER_ORG, name: 'Globex Industries', domain: 'globex.example' },
      ]),
      [`GET /api/v1/organizations/${OTHER_ORG}/audit`]: () => page([{ ...ENTRY, organizationId: OTHER_ORG }]),
    });
    const { router } = renderApp('/org/security');
    expect(await screen.findByRole('heading', { name: 'Choose an organization' })).toBeVisible();
    expect(screen.queryByText('Access Restricted')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Organization' }));
    await user.click(await screen.findByRole('option', { name: 'Globex Industries' }));
    expect(router.state.location.search).toBe(`?organization=${OTHER_ORG}`);
    const table = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 10_000 });
    expect(await within(table).findByText('jordan@acme.example')).toBeVisible();
  });
});
