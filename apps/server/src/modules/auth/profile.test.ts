import {
  AVATAR_MAX_BYTES,
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_USER_NOTIFICATION_PREFERENCES,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAvatars, users } from '../../db/schema';
import { cookieHeader, registerUser, signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { AUTH_SERVER_MESSAGES } from './auth.service';
import { AUTH_ERRORS } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectError(response: LightMyRequestResponse, status: number, text?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { success: boolean; error: string };
  expect(body.success).toBe(false);
  if (typeof text === 'string') expect(body.error).toContain(text);
  else if (text) expect(body.error).toMatch(text);
}

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

const NEW_PASSWORD = 'a brand new passphrase';

function changePassword(
  app: TestApp['app'],
  session: TestSession,
  payload: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/auth/password',
    headers: session.headers,
    payload: payload as object,
    ...extra,
  } as InjectOptions);
}

describe('PUT /auth/password', () => {
  it('sets the new password, signs every other session out and gives this browser a new token', async () => {
    const here = await registerUser(t.app);
    const elsewhere = await signIn(t.app, here.user.email);

    const response = await changePassword(t.app, here, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, token: expect.any(String), message: 'Password updated' });
    expect(body.token).not.toBe(here.token);
    expect(response.headers['cache-control']).toBe('no-store');

    const renewed = { authorization: `Bearer ${body.token}`, cookie: cookieHeader(response) };
    const current = await me(renewed);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data.email).toBe(here.user.email);

    for (const old of [here.headers, elsewhere.headers]) {
      expectError(await me(old), 401, AUTH_ERRORS.sessionInvalid);
    }
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: here.user.email, password: TEST_PASSWORD },
      }),
      401,
    );
    await signIn(t.app, here.user.email, NEW_PASSWORD);
  });

  it('refuses a wrong current password with a 400 and keeps everything as it was', async () => {
    const session = await registerUser(t.app);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expectError(
      await changePassword(t.app, session, { currentPassword: 'not my password', newPassword: NEW_PASSWORD }),
      400,
      AUTH_SERVER_MESSAGES.currentPasswordIncorrect,
    );
    expect((await me(session.headers)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    await signIn(t.app, session.user.email);
  });

  it('refuses bad input with a 400', async () => {
    const session = await registerUser(t.app);
    const cases: [unknown, string?][] = [
      [{}, 'currentPassword'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
      [{ currentPassword: TEST_PASSWORD }, 'newPassword'],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'short' }, 'newPassword'],
      [{ currentPassword: TEST_PASSWORD, newPassword: 12345678 }],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'p'.repeat(1025) }, 'at most 1024'],
    ];
    for (const [payload, text] of cases) {
      expectError(await changePassword(t.app, session, payload), 400, text);
    }
    await signIn(t.app, session.user.email);
  });

  it('refuses an account that signs in with Google only (no password yet)', async () => {
    const session = await registerUser(t.app);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, session.user._id));
    expectError(
      await changePassword(t.app, session, { currentPassword: 'anything', newPassword: NEW_PASSWORD }),
      400,
      AUTH_SERVER_MESSAGES.passwordlessAccount,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row?.passwordHash).toBeNull();
  });

  it('refuses anonymous callers (401)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expectError(response, 401, AUTH_ERRORS.notSignedIn);
  });

  describe('guessing', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({
        env: { AUTH_RATE_LIMIT_MAX: '4', LOGIN_LOCKOUT_THRESHOLD: '2', LOGIN_LOCKOUT_MAX_SECONDS: '60' },
      });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('counts wrong current passwords towards the sign-in lock, and limits requests per address', async () => {
      const session = await registerUser(limited.app);
      const wrong = { currentPassword: 'guess', newPassword: NEW_PASSWORD };
      const from = (remoteAddress: string, payload: unknown) =>
        changePassword(limited.app, session, payload, { remoteAddress });
      expectError(await from('198.51.100.1', wrong), 400, AUTH_SERVER_MESSAGES.currentPasswordIncorrect);
      expectError(await from('198.51.100.2', wrong), 400, AUTH_SERVER_MESSAGES.currentPasswordIncorrect);
      // Locked now: even the right password waits.
      const locked = await from('198.51.100.3', {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expectError(locked, 429, /Too many failed sign-in attempts/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      for (let i = 0; i < 4; i++) await from('198.51.100.9', wrong);
      expectError(await from('198.51.100.9', wrong), 429, /Too many requests/);
    });
  });
});

// The smallest images of each type: their signatures followed by a little data.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);

function uploadAvatar(session: TestSession | null, body: Buffer | string, contentType?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/profile/avatar',
    headers: { ...(session?.headers ?? {}), ...(contentType ? { 'content-type': contentType } : {}) },
    payload: body,
  });
}

const storedAvatar = async (userId: string) =>
  (await t.database.db.select().from(userAvatars).where(eq(userAvatars.userId, userId)))[0];

describe('PUT /auth/profile/avatar and GET /users/:id/avatar', () => {
  it('stores a PNG, points the profile at it and serves it back byte for byte with safe headers', async () => {
    const session = await registerUser(t.app);
    const id = session.user._id;
    const response = await uploadAvatar(session, PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().data;
    expect(response.json().success).toBe(true);
    expect(user._id).toBe(id);
    expect(user.profileImage).toMatch(new RegExp(`^/api/v1/users/${id}/avatar\\?v=\\d+$`));
    expect((await me(session.headers)).json().data.profileImage).toBe(user.profileImage);

    const served = await t.app.inject({ method: 'GET', url: user.profileImage });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");

    // A new picture replaces the old one under a new address.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const replaced = await uploadAvatar(session, GIF, 'image/gif');
    expect(replaced.json().data.profileImage).not.toBe(user.profileImage);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/users/${id}/avatar` });
    expect(again.headers['content-type']).toBe('image/gif');
    expect(Buffer.compare(again.rawPayload, GIF)).toBe(0);
  });

  it('accepts JPEG, WebP and GIF, with or without content-type parameters', async () => {
    const session = await registerUser(t.app);
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [GIF, 'image/gif; charset=binary'],
    ] as const) {
      const response = await uploadAvatar(session, bytes, type);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      const avatar = await storedAvatar(session.user._id);
      expect(avatar?.contentType).toBe(type.split(';')[0]);
      expect(Buffer.compare(avatar?.data ?? Buffer.alloc(0), bytes)).toBe(0);
    }
  });

  it('refuses files that are not what they claim, other types, empty and oversized bodies, and keeps the picture', async () => {
    const session = await registerUser(t.app);
    await uploadAvatar(session, PNG, 'image/png');
    const before = await storedAvatar(session.user._id);
    const [userBefore] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));

    expectError(await uploadAvatar(session, PNG, 'image/jpeg'), 400, AUTH_SERVER_MESSAGES.avatarInvalid);
    expectError(
      await uploadAvatar(session, '<svg onload="alert(1)"/>', 'image/png'),
      400,
      'not a valid image',
    );
    expectError(await uploadAvatar(session, Buffer.from('GIF8'), 'image/gif'), 400, 'not a valid image');
    expectError(
      await uploadAvatar(session, 'hello', 'text/plain'),
      415,
      AUTH_SERVER_MESSAGES.avatarUnsupportedType,
    );
    expectError(await uploadAvatar(session, '{"a":1}', 'application/json'), 415);
    expectError(await uploadAvatar(session, '<svg/>', 'image/svg+xml'), 415);
    expectError(await uploadAvatar(session, PNG), 415);
    expectError(
      await uploadAvatar(session, Buffer.alloc(0), 'image/png'),
      400,
      AUTH_SERVER_MESSAGES.avatarMissing,
    );

    const tooLarge = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    expectError(await uploadAvatar(session, tooLarge, 'image/png'), 413, AUTH_SERVER_MESSAGES.avatarTooLarge);
    expect(AUTH_SERVER_MESSAGES.avatarTooLarge).toContain('2 MB');

    expect(await storedAvatar(session.user._id)).toEqual(before);
    const [userAfter] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(userAfter?.profileImage).toBe(userBefore?.profileImage);

    // Exactly the limit is fine.
    const largest = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await uploadAvatar(session, largest, 'image/png')).statusCode).toBe(200);
  });

  it('refuses anonymous uploads (401) and answers 404 for a user without a picture, 400 for a malformed id', async () => {
    expectError(await uploadAvatar(null, PNG, 'image/png'), 401, AUTH_ERRORS.notSignedIn);
    const session = await registerUser(t.app);
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/users/${session.user._id}/avatar` }), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/users/../avatar' }), 404);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/v1/users/NOT-AN-ID/avatar' }),
      400,
      'Invalid id',
    );
  });

  it('DELETE /auth/profile/avatar removes the picture and shows the initial again', async () => {
    const session = await registerUser(t.app);
    await uploadAvatar(session, PNG, 'image/png');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/profile/avatar',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { profileImage: 'default-avatar.jpg' } });
    expect(await storedAvatar(session.user._id)).toBeUndefined();
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/users/${session.user._id}/avatar` }), 404);
  });

  it('lets a profile point at its own uploaded picture, not at somebody else’s', async () => {
    const session = await registerUser(t.app);
    const other = await registerUser(t.app);
    const put = (profileImage: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/profile',
        headers: session.headers,
        payload: { profileImage },
      });
    const own = `/api/v1/users/${session.user._id}/avatar?v=1700000000000`;
    expect((await put(own)).json().data.profileImage).toBe(own);
    expectError(
      await put(`/api/v1/users/${other.user._id}/avatar?v=1`),
      400,
      AUTH_SERVER_MESSAGES.profileImageUnsafe,
    );
    expectError(await put(`/api/v1/users/${session.user._id}/avatar/../../auth/me`), 400);
  });
});

describe('notification preferences and job title', () => {
  it('shows every preference (defaults first) and the job title in the user', async () => {
    const session = await registerUser(t.app);
    const user = (await me(session.headers)).json().data;
    // Stored before the mail settings existed (registration stores the in-app ones): they read as defaults.
    expect(user.notificationPreferences).toEqual(DEFAULT_USER_NOTIFICATION_PREFERENCES);
    expect(user).not.toHaveProperty('jobTitle');
    const titled = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: session.headers,
      payload: { jobTitle: 'Gardener' },
    });
    expect(titled.json().data.jobTitle).toBe('Gardener');
  });

  it('merges a partial update into the stored preferences', async () => {
    const session = await registerUser(t.app);
    const put = (notificationPreferences: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/profile',
        headers: session.headers,
        payload: { notificationPreferences } as object,
      });
    const first = await put({ browser: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.notificationPreferences).toEqual({
      ...DEFAULT_USER_NOTIFICATION_PREFERENCES,
      browser: true,
    });
    const second = await put({ taskAssigned: false, somethingElse: true });
    expect(second.json().data.notificationPreferences).toEqual({
      ...DEFAULT_USER_NOTIFICATION_PREFERENCES,
      browser: true,
      taskAssigned: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row?.notificationPreferences).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      browser: true,
      taskAssigned: false,
    });

    expectError(await put({ browser: 'yes' }), 400, 'notificationPreferences.browser');
    expectError(await put('all'), 400);
    expect((await me(session.headers)).json().data.notificationPreferences).toEqual({
      ...DEFAULT_USER_NOTIFICATION_PREFERENCES,
      browser: true,
      taskAssigned: false,
    });

    // The mail settings are saved whole.
    const email = { ...DEFAULT_EMAIL_PREFERENCES, comments: false, digest: 'daily' };
    const third = await put({ email });
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json().data.notificationPreferences.email).toEqual(email);
    expectError(
      await put({ email: { ...email, digest: 'weekly' } }),
      400,
      'notificationPreferences.email.digest',
    );
    expectError(await put({ email: { comments: false } }), 400);
  });
});
