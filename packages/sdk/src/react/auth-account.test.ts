// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient } from '../test-support';
import { createMemoryTokenStorage } from '../token-storage';
import { authQueryKeys, useChangePassword, useUploadAvatar } from './auth';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const user = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  accountType: 'individual' as const,
  role: 'user' as const,
  profileImage: 'default-avatar.jpg',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('account hooks', () => {
  it('an uploaded avatar replaces the cached user', async () => {
    const uploaded = { ...user, profileImage: `/api/v1/users/${user._id}/avatar?v=1` };
    api.on('PUT /auth/profile/avatar', [200, { success: true, data: uploaded }]);
    const queryClient = testQueryClient();
    queryClient.setQueryData(authQueryKeys.currentUser(), user);
    const { result } = renderHook(() => useUploadAvatar(fakeClient(api)), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync(new Blob(['\xff\xd8\xff'], { type: 'image/jpeg' })));
    expect(queryClient.getQueryData(authQueryKeys.currentUser())).toEqual(uploaded);
    expect(api.seen[0]?.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a refused upload keeps the cached user and surfaces the message', async () => {
    api.on('PUT /auth/profile/avatar', [
      415,
      { success: false, error: 'Upload a PNG, JPEG, WebP or GIF image' },
    ]);
    const queryClient = testQueryClient();
    queryClient.setQueryData(authQueryKeys.currentUser(), user);
    const { result } = renderHook(() => useUploadAvatar(fakeClient(api)), {
      wrapper: providerFor(queryClient),
    });
    const error = await act(() =>
      result.current.mutateAsync(new Blob(['text'], { type: 'text/plain' })).catch((e: unknown) => e),
    );
    expect(error).toMatchObject({ status: 415, message: 'Upload a PNG, JPEG, WebP or GIF image' });
    expect(queryClient.getQueryData(authQueryKeys.currentUser())).toEqual(user);
  });

  it('a password change resolves with the message and keeps the new token', async () => {
    api.on('PUT /auth/password', [200, { success: true, token: 'n.e.w', message: 'Password changed' }]);
    const tokens = createMemoryTokenStorage('o.l.d');
    const { result } = renderHook(() => useChangePassword(fakeClient(api, tokens)), {
      wrapper: providerFor(testQueryClient()),
    });
    await expect(
      act(() => result.current.mutateAsync({ currentPassword: 'secret1', newPassword: 'secret22' })),
    ).resolves.toBe('Password changed');
    expect(tokens.get()).toBe('n.e.w');
  });
});
