import { DOMAIN_CHECK_DEBOUNCE_MS, type Organization } from '@app/domain';
import { preloadToasts } from '@app/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, mockNetwork, storeToken } from '../../testing/network';
import { ORG_ADMIN, ORG_ID } from '../../testing/organization';
import { renderApp } from '../../testing/renderApp';

const ACME: Organization = {
  _id: ORG_ID,
  name: 'Acme Corporation',
  domain: 'acme.example',
  subdomain: 'acme',
  description: 'Anvils',
  logo: `/api/v1/organizations/${ORG_ID}/logo?v=1`,
  isActive: true,
  subscriptionTier: 'enterprise',
  branding: { primaryColor: '#3B82F6' },
};

type Handler = (request: Request) => Response | Promise<Response>;

/** Olivia signed in on /org/settings, the organization answering `ACME`, plus `handlers`, whose bodies are kept. */
async function openSettings(handlers: Record<string, Handler> = {}, organization: Organization = ACME) {
  storeToken(fakeToken());
  const sent: Record<string, unknown[]> = {};
  const recorded = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]) => [
      key,
      async (request: Request) => {
        const list = sent[key] ?? [];
        sent[key] = list;
        list.push(await request.clone().json());
        return handler(request);
      },
    ]),
  );
  mockNetwork({
    ...currentUserHandler(ORG_ADMIN),
    'GET /api/v1/organizations/current': () => Response.json({ success: true, data: organization }),
    'GET /api/v1/webhooks': () => Response.json({ success: true, data: [] }),
    ...recorded,
  });
  renderApp('/org/settings');
  const profile = await screen.findByRole('form', { name: 'Organization profile' }, { timeout: 10_000 });
  return { sent, profile: within(profile) };
}

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

describe('organization settings (/org/settings)', () => {
  it('checks a new subdomain once typing pauses, and holds the save while it is taken', async () => {
    const { sent, profile } = await openSettings({
      'POST /api/v1/organizations/check-subdomain': async (request) => {
        const { subdomain } = (await request.json()) as { subdomain: string };
        return Response.json(
          subdomain === 'globex'
            ? { success: true, available: false, suggestions: ['globex-hq'] }
            : { success: true, available: true, suggestions: [] },
        );
      },
    });
    const user = userEvent.setup();
    const field = profile.getByRole('textbox', { name: 'Subdomain' });
    await user.clear(field);
    await user.type(field, 'globex');
    expect(profile.getByText('Checking availability...')).toBeVisible();
    expect(profile.getByRole('button', { name: 'Save profile' })).toBeDisabled();
    expect(await profile.findByText('This subdomain is already taken')).toBeVisible();
    expect(profile.getByRole('button', { name: 'Save profile' })).toBeDisabled();
    // Only the settled value was looked up, not each keystroke.
    expect(sent['POST /api/v1/organizations/check-subdomain']).toEqual([{ subdomain: 'globex' }]);
    await user.click(profile.getByRole('button', { name: 'Use globex-hq' }));
    expect(
      await profile.findByText('Subdomain is available', {}, { timeout: DOMAIN_CHECK_DEBOUNCE_MS * 4 }),
    ).toBeVisible();
    expect(profile.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('saves the profile (keeping the uploaded logo) and says so', async () => {
    const { sent, profile } = await openSettings({
      [`PUT /api/v1/organizations/${ORG_ID}`]: async (request) =>
        Response.json({ success: true, data: { ...ACME, ...((await request.json()) as object) } }),
    });
    const user = userEvent.setup();
    const name = profile.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Acme Inc');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Organization profile saved')).toBeVisible();
    expect(sent[`PUT /api/v1/organizations/${ORG_ID}`]).toEqual([
      { name: 'Acme Inc', description: 'Anvils', subdomain: 'acme' },
    ]);
  });

  it("shows the server's field refusal at the field, and 8.4's text when the server gives none", async () => {
    let answer = () =>
      Response.json({ success: false, error: 'This subdomain is already taken' }, { status: 409 });
    const { profile } = await openSettings({ [`PUT /api/v1/organizations/${ORG_ID}`]: () => answer() });
    const user = userEvent.setup();
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(profile.getByRole('textbox', { name: 'Subdomain' })).toHaveAccessibleDescription(
        'This subdomain is already taken',
      ),
    );
    answer = () => new Response(null, { status: 500 });
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('Failed to update organization')).toBeVisible();
  });

  it("warns about custom CSS as it is typed, and shows the server's custom CSS message", async () => {
    const { sent } = await openSettings({
      [`PUT /api/v1/organizations/${ORG_ID}`]: () =>
        Response.json(
          {
            success: false,
            error: 'Invalid request: body.branding.customCSS: Custom CSS must not use @import',
            details: [
              { location: 'body', path: 'branding.customCSS', message: 'Custom CSS must not use @import' },
            ],
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    const branding = within(screen.getByRole('form', { name: 'Branding' }));
    const css = branding.getByRole('textbox', { name: 'Custom CSS' });
    await user.click(css);
    await user.paste('@import url(theme.css);');
    expect(branding.getByText('Parts of the custom CSS will be ignored')).toBeVisible();
    await user.click(branding.getByRole('button', { name: 'Save branding' }));
    expect(await branding.findByText('Custom CSS must not use @import')).toBeVisible();
    expect(sent[`PUT /api/v1/organizations/${ORG_ID}`]).toEqual([
      { branding: { primaryColor: '#3B82F6', customCSS: '@import url(theme.css);' } },
    ]);
  });
});

describe('organization settings: the subscription gate', () => {
  it('shows the logo and branding disabled, with Upgrade Now, to a free organization past its trial', async () => {
    const { profile } = await openSettings(
      {},
      { ...ACME, subscriptionTier: 'free', trialEndsAt: '2020-01-01T00:00:00.000Z' },
    );
    // The profile stays open.
    expect(profile.getByRole('button', { name: 'Save profile' })).toBeEnabled();
    const notices = await screen.findAllByText('Upgrade Required: this needs the Pro plan.');
    expect(notices).toHaveLength(2);
    for (const group of screen.getAllByRole('group').filter((item) => item.getAttribute('aria-disabled'))) {
      expect(group.firstElementChild).toHaveAttribute('inert');
    }
    await userEvent.click(screen.getAllByRole('button', { name: 'Upgrade Now' })[0]!);
    expect(
      await screen.findByRole('heading', { name: 'Billing & Subscription', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
