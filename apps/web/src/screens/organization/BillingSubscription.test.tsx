import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const ORG = '64b7f0c2a1b2c3d4e5f60799';
const BILLING = `PUT /api/v1/organizations/${ORG}/billing`;

const billing = (overrides: object = {}) => ({
  organizationId: ORG,
  plan: 'free',
  effectivePlan: 'pro',
  trialEndsAt: new Date(Date.now() + 3.5 * 86_400_000).toISOString(),
  trialActive: true,
  seats: { used: 3, pending: 1, limit: 10 },
  details: { billingEmail: null, address: null, taxId: null },
  subscription: null,
  invoices: [],
  ...overrides,
});

function signIn(handlers: Record<string, (request: Request) => Response | Promise<Response>> = {}) {
  storeToken(fakeToken());
  return mockNetwork({
    ...currentUserHandler(
      makeUser({ accountType: 'organization', organizationId: ORG, orgRole: 'org_admin', isOrgAdmin: true }),
    ),
    [`GET /api/v1/organizations/${ORG}/billing`]: () => Response.json({ success: true, data: billing() }),
    ...handlers,
  });
}

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/org/billing', () => {
  it('shows the plan, the trial and the seats, and changes the plan after a confirmation', async () => {
    const sent: unknown[] = [];
    signIn({
      [BILLING]: async (request) => {
        sent.push(await request.json());
        return Response.json({
          success: true,
          data: billing({
            plan: 'pro',
            trialActive: false,
            subscription: {
              _id: 'a'.repeat(24),
              plan: 'pro',
              seats: 10,
              status: 'active',
              provider: 'built-in',
              currentPeriodStart: '2026-03-01T00:00:00.000Z',
              currentPeriodEnd: '2026-04-01T00:00:00.000Z',
              cancelledAt: null,
            },
          }),
        });
      },
    });
    renderApp('/org/billing');
    expect(await screen.findByText('Trial ends in 4 days', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('4 of 10 used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Pro?' });
    expect(dialog).toHaveTextContent('Pro with 10 seats costs $120 a month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(sent).toEqual([{ plan: 'pro', seats: 10 }]));
    expect(await screen.findByText('Your organization is now on the Pro plan')).toBeInTheDocument();
    expect(screen.getByText(/^(March 31|April 1), 2026$/)).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch billing information' when the server gives nothing to act on", async () => {
    signIn({
      [`GET /api/v1/organizations/${ORG}/billing`]: () =>
        Response.json({ success: false, error: 'Internal server error' }, { status: 500 }),
    });
    renderApp('/org/billing');
    const alerts = await screen.findAllByText('Failed to fetch billing information', {}, { timeout: 10_000 });
    expect(alerts.length).toBeGreaterThan(0);
  });

  it("shows the server's refusal of a change, or 'Failed to update billing information'", async () => {
    signIn({
      [BILLING]: () => Response.json({ success: false, error: 'Internal server error' }, { status: 500 }),
    });
    renderApp('/org/billing');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save billing details' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Failed to update billing information')).toBeInTheDocument();
  });

  it("keeps the confirmation open with the server's refusal of a plan change", async () => {
    const refusal =
      '4 seats are in use (members and pending invitations); the Free plan with 5 seats would not hold them.';
    signIn({ [BILLING]: () => Response.json({ success: false, error: refusal }, { status: 409 }) });
    renderApp('/org/billing');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choose Enterprise' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change to Enterprise?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});
