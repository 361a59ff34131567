import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE_ADMIN, financeHandlers, resetFinanceScreen, unlockFinance } from '../../testing/finance';
import { currentUserHandler, fakeToken, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const DANA = '64b7f0c2a1b2c3d4e5f60711';
const JORDAN = '64b7f0c2a1b2c3d4e5f60712';

vi.setConfig({ testTimeout: 40_000 });
beforeEach(resetFinanceScreen);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/finance/members', () => {
  it('lets an admin, past the gate, grant a viewer and revoke a manager', async () => {
    storeToken(fakeToken());
    const sent: { method: string; path: string; body?: unknown }[] = [];
    const grant = (request: Request) => request.headers.get('X-Finance-Grant') === 'grant-1';
    const member = (userId: string, name: string, role: 'viewer' | 'manager') => ({
      userId,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@acme.example`,
      role,
      grantedBy: null,
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    mockNetwork({
      ...currentUserHandler(FINANCE_ADMIN),
      ...financeHandlers('admin').handlers,
      'GET /api/v1/finance/members': (request) =>
        grant(request)
          ? Response.json({
              success: true,
              data: {
                members: [member(DANA, 'Dana Lee', 'manager')],
                admins: [{ userId: 'a1', name: 'Olivia Chen', email: 'olivia@acme.example' }],
                candidates: [{ userId: JORDAN, name: 'Jordan Kim', email: 'jordan@acme.example' }],
              },
            })
          : Response.json(
              { success: false, error: 'locked', details: { code: 'FINANCE_LOCKED' } },
              { status: 403 },
            ),
      [`PUT /api/v1/finance/members/${JORDAN}`]: async (request) => {
        const body = await request.json();
        sent.push({ method: 'PUT', path: JORDAN, body });
        return Response.json({ success: true, data: member(JORDAN, 'Jordan Kim', 'viewer') });
      },
      [`DELETE /api/v1/finance/members/${DANA}`]: () => {
        sent.push({ method: 'DELETE', path: DANA });
        return Response.json({ success: true, message: 'Finance access revoked' });
      },
    });
    renderApp('/finance/members');
    await unlockFinance();

    const form = await screen.findByRole('form', { name: 'Grant finance access' }, { timeout: 15_000 });
    expect(screen.getByText(/Always in as organization admins: Olivia Chen/)).toBeVisible();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Member' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jordan Kim (jordan@acme.example)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Grant access' }));
    await waitFor(() =>
      expect(sent).toContainEqual({ method: 'PUT', path: JORDAN, body: { role: 'viewer' } }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Revoke finance access of Dana Lee' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke finance access of Dana Lee?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'DELETE', path: DANA }));
  });
});
