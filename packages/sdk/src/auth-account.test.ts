import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changePassword, uploadAvatar } from './auth';
import { createFakeApi, fakeClient } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const api = createFakeApi();

const user = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  accountType: 'individual',
  role: 'user',
  profileImage: '/api/v1/users/0123456789abcdef01234567/avatar?v=2',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('password change', () => {
  it('sends both passwords, keeps the new token and returns the message', async () => {
    api.on('PUT /auth/password', [
      200,
      { success: true, token: 'n.e.w', message: 'Password changed. Other sessions were signed out.' },
    ]);
    const tokenStorage = createMemoryTokenStorage('o.l.d');
    const client = fakeClient(api, tokenStorage);
    await expect(
      changePassword(client, { currentPassword: 'secret1', newPassword: 'secret22' }),
    ).resolves.toBe('Password changed. Other sessions were signed out.');
    expect(api.seen[0]).toMatchObject({
      method: 'PUT',
      path: '/auth/password',
      json: { currentPassword: 'secret1', newPassword: 'secret22' },
    });
    expect(api.seen[0]?.headers.get('authorization')).toBe('Bearer o.l.d');
    expect(tokenStorage.get()).toBe('n.e.w');
  });

  it('keeps the old token when the current password is wrong or the answer has no token', async () => {
    const tokenStorage = createMemoryTokenStorage('o.l.d');
    const client = fakeClient(api, tokenStorage);
    api.on('PUT /auth/password', [400, { success: false, error: 'Current password is incorrect' }]);
    await expect(
      changePassword(client, { currentPassword: 'wrong', newPassword: 'secret22' }),
    ).rejects.toMatchObject({ status: 400, message: 'Current password is incorrect' });
    api.on('PUT /auth/password', [200, { success: true, message: 'Password changed' }]);
    await expect(
      changePassword(client, { currentPassword: 'secret1', newPassword: 'secret22' }),
    ).rejects.toThrow('Unexpected answer from the server for PUT auth/password');
    expect(tokenStorage.get()).toBe('o.l.d');
  });
});

describe('avatar upload', () => {
  it('sends the image as the raw body under its own type and returns the user', async () => {
    api.on('PUT /auth/profile/avatar', [200, { success: true, data: user }]);
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(uploadAvatar(fakeClient(api), image)).resolves.toEqual(user);
    const [request] = api.seen;
    expect(request?.headers.get('content-type')).toBe('image/png');
    expect([...(request?.bytes ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(request?.json).toBeUndefined();
  });

  it("carries the server's refusal of a wrong type or an oversized picture", async () => {
    api.on('PUT /auth/profile/avatar', [413, { success: false, error: 'Images must be at most 2 MB' }]);
    const image = new Blob(['GIF89a'], { type: 'image/gif' });
    await expect(uploadAvatar(fakeClient(api), image)).rejects.toMatchObject({
      status: 413,
      message: 'Images must be at most 2 MB',
    });
    expect(api.seen[0]?.headers.get('content-type')).toBe('image/gif');
  });
});
