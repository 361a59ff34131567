import { DOMAIN_CHECK_DEBOUNCE_MS, SUGGESTION_TOAST_SPACING_MS, VALIDATION_MESSAGES } from '@app/domain';
import { preloadToasts } from '@app/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, makeUser, mockNetwork, storedToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { domainCheck, expectPath, failure, field, passwordField, useTestClock } from './testing';

const FREE = () => domainCheck('acme.com', { available: true });

/** The pause between keystrokes: well under the debounce, so only the last one starts a check. */
const KEY_DELAY_MS = 100;

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openWizard() {
  const rendered = renderApp('/auth/register-organization');
  await screen.findByRole('heading', { level: 1, name: 'Register your organization' });
  return rendered;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Fills step 1 with an available domain and continues to step 2. */
async function completeStepOne(user = userEvent.setup({ delay: null })) {
  await user.type(field('Company name'), 'Acme Inc');
  await user.type(field('Company domain'), 'acme.com');
  await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 3000 });
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Step 2 of 2: Admin account' });
  return user;
}

describe('organization registration, step 1', () => {
  it('enables Continue only once the debounced domain check says available', async () => {
    const requests = mockNetwork({ 'GET /api/v1/organizations/domain-check/acme.com': FREE });
    await openWizard();
    expect(continueButton()).toBeDisabled();
    useTestClock();
    const user = userEvent.setup({ delay: KEY_DELAY_MS, advanceTimers: vi.advanceTimersByTime });
    await user.type(field('Company domain'), 'acme.com');
    expect(requests).toEqual([]);
    expect(continueButton()).toBeDisabled();
    // user-event also pauses after the last key, which the clock already counted.
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS - KEY_DELAY_MS - 1));
    expect(requests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(11));
    expect(requests).toHaveLength(1);
    // The answer's schema loads on demand with the first call, in real time.
    await vi.waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 5000 });
    expect(screen.getByText('Domain is available')).toBeVisible();
  });

  it('does not check domains of 3 characters or fewer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = mockNetwork();
    await openWizard();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(field('Company domain'), 'a.b');
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS * 2));
    expect(requests).toEqual([]);
    expect(continueButton()).toBeDisabled();
  });

  it('shows why a domain is taken and its free alternatives, one click away', async () => {
    mockNetwork({
      'GET /api/v1/organizations/domain-check/acme.com': () =>
        domainCheck('acme.com', {
          available: false,
          organization: { name: 'Acme Inc' },
          suggestions: ['acmehq.com', 'acme-inc.com'],
        }),
      'GET /api/v1/organizations/domain-check/acmehq.com': () =>
        domainCheck('acmehq.com', { available: true }),
    });
    await openWizard();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Company domain'), 'acme.com');
    expect(await screen.findByText('An organization with this domain is already registered')).toBeVisible();
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use acmehq.com' }));
    expect(field('Company domain')).toHaveValue('acmehq.com');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 3000 });
  });

  it("says 'Domain is required' and 'Domain is not available or invalid' for the domain field", async () => {
    await openWizard();
    const user = userEvent.setup({ delay: null });
    await user.click(field('Company domain'));
    await user.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.domainRequired)).toBeVisible();
    await user.type(field('Company domain'), 'acme');
    await user.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.domainUnavailable)).toBeVisible();
  });

  it("says 'Organization name is required' on Continue without a name", async () => {
    mockNetwork({ 'GET /api/v1/organizations/domain-check/acme.com': FREE });
    await openWizard();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Company domain'), 'acme.com');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(continueButton());
    expect(await screen.findByText(VALIDATION_MESSAGES.organizationNameRequired)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Organization details' })).toBeVisible();
  });
});

describe('organization registration, step 2', () => {
  it('suggests the admin email from the name and the domain, and Back keeps step 1', async () => {
    mockNetwork({ 'GET /api/v1/organizations/domain-check/acme.com': FREE });
    await openWizard();
    const user = await completeStepOne();
    await user.type(field('Admin name'), 'Jane  Q Doe');
    expect(field('Admin work email')).toHaveValue('jane.q.doe@acme.com');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2: Organization details' })).toBeVisible();
    expect(field('Company name')).toHaveValue('Acme Inc');
    expect(field('Company domain')).toHaveValue('acme.com');
  });

  it('shows every admin validation message of spec 5', async () => {
    mockNetwork({ 'GET /api/v1/organizations/domain-check/acme.com': FREE });
    await openWizard();
    const user = await completeStepOne();
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.adminNameRequired)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.adminEmailRequired)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();

    await user.type(field('Admin name'), 'Jane');
    await user.clear(field('Admin work email'));
    await user.type(field('Admin work email'), 'jane@other.com');
    await user.type(passwordField('Password'), 'abc');
    await user.type(passwordField('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.adminEmailDomainMismatch)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeVisible();
  }, 20_000);

  it('registers the organization, signs the admin in and opens /organization', async () => {
    const token = fakeToken();
    const admin = makeUser({
      name: 'Jane Doe',
      email: 'jane.doe@acme.com',
      accountType: 'organization',
      orgRole: 'org_admin',
      isOrgAdmin: true,
    });
    const bodies: unknown[] = [];
    mockNetwork({
      'GET /api/v1/organizations/domain-check/acme.com': FREE,
      'POST /api/v1/organizations/register': async (request) => {
        bodies.push(await request.json());
        return Response.json(
          {
            success: true,
            message: 'Organization registered successfully',
            data: {
              token,
              user: admin,
              organization: {
                _id: '64b7f0c2a1b2c3d4e5f60799',
                name: 'Acme Inc',
                domain: 'acme.com',
                isActive: true,
                subscriptionTier: 'free',
              },
            },
          },
          { status: 201 },
        );
      },
    });
    const { router } = await openWizard();
    const user = await completeStepOne();
    await user.type(field('Admin name'), 'Jane Doe');
    await user.type(field('Job title'), 'CTO');
    await user.type(passwordField('Password'), 'secret1');
    await user.type(passwordField('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    await expectPath(router, '/organization');
    expect(storedToken()).toBe(token);
    expect(bodies).toEqual([
      {
        organizationName: 'Acme Inc',
        domain: 'acme.com',
        adminName: 'Jane Doe',
        adminEmail: 'jane.doe@acme.com',
        adminPassword: 'secret1',
        adminJobTitle: 'CTO',
      },
    ]);
  }, 20_000);

  it("shows the server's message, then each suggestion as an info toast 2 seconds apart", async () => {
    const message = 'An organization with this domain is already registered';
    mockNetwork({
      'GET /api/v1/organizations/domain-check/acme.com': FREE,
      'POST /api/v1/organizations/register': () =>
        failure(409, message, { suggestions: ['acmehq.com', 'acme-inc.com'] }),
    });
    await openWizard();
    const user = await completeStepOne();
    await user.type(field('Admin name'), 'Jane Doe');
    await user.type(passwordField('Password'), 'secret1');
    await user.type(passwordField('Confirm password'), 'secret1');

    // The toasts' code loads with the first toast, in milliseconds in a browser; under the fake clock below it
    // would not arrive in time, so it is loaded first.
    await preloadToasts();
    useTestClock();
    const clicker = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await clicker.click(screen.getByRole('button', { name: 'Create organization' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByText('Suggested domain: acmehq.com')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_TOAST_SPACING_MS - 100));
    expect(screen.queryByText('Suggested domain: acmehq.com')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Suggested domain: acmehq.com')).toBeInTheDocument();
    expect(screen.queryByText('Suggested domain: acme-inc.com')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_TOAST_SPACING_MS));
    expect(screen.getByText('Suggested domain: acme-inc.com')).toBeInTheDocument();
    expect(storedToken()).toBeNull();
  }, 20_000);
});
