import type { RealtimeClient, RealtimeStatus } from '@app/sdk';
import { RealtimeProvider } from '@app/sdk/react';
import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionTokens } from '../sessionTokens';
import { useRealtimeSession } from './RealtimeSession';

/** A real-time client whose status the test sets, recording what the hook asks of it. */
function fakeClient() {
  let status: RealtimeStatus = 'idle';
  const listeners = new Set<(next: RealtimeStatus) => void>();
  const client = {
    getStatus: () => status,
    onStatus: (listener: (next: RealtimeStatus) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect: vi.fn(() => {
      status = 'connected';
    }),
    disconnect: vi.fn(),
    reconnect: vi.fn(),
    setLastNotificationId: vi.fn(),
  };
  const setStatus = (next: RealtimeStatus) =>
    act(() => {
      status = next;
      for (const listener of listeners) listener(next);
    });
  return { client, realtime: client as unknown as RealtimeClient, setStatus };
}

function renderSession(realtime: RealtimeClient, userId: string | undefined) {
  const wrapper = ({ children }: { children?: React.ReactNode }) => (
    <RealtimeProvider client={realtime}>{children}</RealtimeProvider>
  );
  return renderHook(({ user }: { user: string | undefined }) => useRealtimeSession(realtime, user), {
    wrapper,
    initialProps: { user: userId },
  });
}

afterEach(() => sessionTokens.clear());

describe('useRealtimeSession (spec 4.5)', () => {
  it('connects only with a user and a token, and disconnects when the user goes', () => {
    const { client, realtime } = fakeClient();
    const view = renderSession(realtime, undefined);
    expect(client.connect).not.toHaveBeenCalled();

    sessionTokens.set('token-1');
    view.rerender({ user: 'u1' });
    expect(client.connect).toHaveBeenCalledTimes(1);

    view.rerender({ user: undefined });
    expect(client.disconnect).toHaveBeenCalledTimes(1);
  });

  it('forgets the delivered notifications when another person signs in', () => {
    const { client, realtime } = fakeClient();
    sessionTokens.set('token-1');
    const view = renderSession(realtime, 'u1');
    expect(client.setLastNotificationId).not.toHaveBeenCalled();
    view.rerender({ user: 'u2' });
    expect(client.setLastNotificationId).toHaveBeenCalledWith(null);
  });

  it('connects again with a new token after the server dropped the old one', () => {
    const { client, realtime, setStatus } = fakeClient();
    sessionTokens.set('token-1');
    renderSession(realtime, 'u1');
    sessionTokens.set('token-2');
    setStatus('failed');
    expect(client.reconnect).toHaveBeenCalledTimes(1);
  });

  it('after giving up, tries again when the browser is back online', () => {
    const { client, realtime, setStatus } = fakeClient();
    sessionTokens.set('token-1');
    renderSession(realtime, 'u1');
    setStatus('failed');
    expect(client.reconnect).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(client.reconnect).toHaveBeenCalledTimes(1);
    setStatus('connected');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(client.reconnect).toHaveBeenCalledTimes(1);
  });
});
