import { ORG_INVITATION_MESSAGES as M, type OrgInvitationPreview, VALIDATION_MESSAGES } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserHandler,
  fakeToken,
  makeUser,
  mockNetwork,
  storedToken,
  storeToken,
} from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { expectPath, failure, field, passwordField } from './testing';

const TOKEN = 'A'.repeat(43);
const PREVIEW_URL = `GET /api/v1/organizations/join/${TOKEN}`;
const EMAIL = 'nia@acme.example';

function preview(overrides: Partial<OrgInvitationPreview> = {}): Response {
  const data: OrgInvitationPreview = {
    organizationName: 'Acme Corporation',
    email: EMAIL,
    role: 'dept_manager',
    departmentName: 'Platform',
    invitedByName: 'Olivia Chen',
    expiresAt: '2030-01-08T10:00:00.000Z',
    accountExists: false,
    signedIn: false,
    signedInAsInvitee: false,
    ...overrides,
  };
  return Response.json({ success: true, data });
}

const member = makeUser({
  email: EMAIL,
  name: 'Nia Newbie',
  accountType: 'organization',
  organizationId: 'a'.repeat(24),
});

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('joining an organization from its invitation link', () => {
  it('registers with the invited address read-only, checks the form, and lands in the organization', async () => {
    const bodies: unknown[] = [];
    mockNetwork({
      [PREVIEW_URL]: () => preview(),
      [`POST /api/v1/organizations/join/${TOKEN}/register`]: async (request) => {
        bodies.push(await request.json());
        return Response.json(
          {
            success: true,
            token: fakeToken(),
            user: member,
            organization: {
              organizationId: 'a'.repeat(24),
              organizationName: 'Acme Corporation',
              role: 'dept_manager',
            },
          },
          { status: 201 },
        );
      },
    });
    const { router, unmount } = renderApp(`/auth/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme Corporation' })).toBeVisible();
    expect(
      screen.getByText('Olivia Chen invited you. You are invited as Department Manager in Platform.'),
    ).toBeVisible();
    const facts = screen.getByLabelText('Invitation');
    expect(within(facts).getByText('Department Manager')).toBeVisible();
    const email = field('Email address');
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.type(email, 'x');
    expect(email).toHaveValue(EMAIL);
    const submit = screen.getByRole('button', { name: M.registerButton });
    await user.click(submit);
    expect(await screen.findByText(VALIDATION_MESSAGES.nameRequired)).toBeVisible();
    await user.type(field('Full name'), 'Nia Newbie');
    await user.type(passwordField('Password'), 'abc');
    await user.type(passwordField('Confirm password'), 'abd');
    await user.click(submit);
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordTooShort)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    expect(bodies).toEqual([]);

    await user.clear(passwordField('Password'));
    await user.type(passwordField('Password'), 'correct horse');
    await user.clear(passwordField('Confirm password'));
    await user.type(passwordField('Confirm password'), 'correct horse');
    await user.click(submit);
    await expectPath(router, '/org/dashboard');
    // The address is the invitation's: the form sends only the name and the password.
    expect(bodies).toEqual([{ name: 'Nia Newbie', password: 'correct horse' }]);
    expect(storedToken()).not.toBeNull();
    unmount();
    // Typing four fields twice takes a few seconds on a busy machine.
  }, 20_000);

  it('signs an existing account in with the invited address, accepts, and lands in the organization', async () => {
    const calls: string[] = [];
    let joined = false;
    mockNetwork({
      [PREVIEW_URL]: () => preview({ accountExists: true }),
      'POST /api/v1/auth/login': async (request) => {
        calls.push(`login ${JSON.stringify(await request.json())}`);
        return Response.json({
          success: true,
          token: fakeToken(),
          user: { ...member, accountType: 'individual', organizationId: null },
        });
      },
      [`POST /api/v1/organizations/join/${TOKEN}/accept`]: () => {
        calls.push('accept');
        joined = true;
        return Response.json({
          success: true,
          data: {
            organizationId: 'a'.repeat(24),
            organizationName: 'Acme Corporation',
            role: 'dept_manager',
          },
        });
      },
      'GET /api/v1/auth/me': () =>
        Response.json({ success: true, data: joined ? member : { ...member, accountType: 'individual' } }),
    });
    const { router, unmount } = renderApp(`/auth/join/${TOKEN}`);
    expect(await screen.findByRole('form', { name: M.signInMode })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Full name/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(passwordField('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: M.signInButton }));
    await expectPath(router, '/org/dashboard');
    expect(calls).toEqual([`login ${JSON.stringify({ email: EMAIL, password: 'correct horse' })}`, 'accept']);
    unmount();
  }, 20_000);

  it('tells someone signed in with another address whose invitation it is, and offers to sign out', async () => {
    storeToken(fakeToken());
    const other = makeUser({ email: 'jordan@acme.example' });
    mockNetwork({ ...currentUserHandler(other), [PREVIEW_URL]: () => preview({ signedIn: true }) });
    renderApp(`/auth/join/${TOKEN}`);
    expect(await screen.findByText(M.wrongAccount(EMAIL, 'jordan@acme.example'))).toBeVisible();
    expect(screen.queryByRole('button', { name: M.acceptButton })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: M.signOut }));
    expect(await screen.findByRole('form', { name: M.registerMode })).toBeVisible();
    expect(storedToken()).toBeNull();
  });

  it.each([
    [410, M.expired],
    [410, M.used],
    [404, M.invalidLink],
  ])('says why a link no longer works (%i)', async (status, text) => {
    mockNetwork({ [PREVIEW_URL]: () => failure(status, text) });
    renderApp(`/auth/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: M.invalidTitle })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: M.backToSignIn })).toHaveAttribute('href', '/auth/login');
  });
});
