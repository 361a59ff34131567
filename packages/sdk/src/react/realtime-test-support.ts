// Test support for the real-time hooks (not exported by the package): a mock socket.io server, the real client on
// top of it, and a renderHook wrapper providing both the query cache and the client.
import type { Notification } from '@app/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { Server } from 'mock-socket';
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { createRealtimeClient, type RealtimeClient } from '../realtime';
import { createMockSocketIo, onClientEvent, TEST_SOCKET_URL } from '../realtime-test-support';
import { RealtimeProvider } from './realtime';

export interface RealtimeTestbed {
  server: Server;
  realtime: RealtimeClient;
  /** Client events the server received: 'join_project <id>', 'join_dashboard'… */
  roomEvents: string[];
  stop(): void;
}

export function realtimeTestbed(
  fetchNotificationsAfter?: (afterId: string) => Promise<Notification[]>,
): RealtimeTestbed {
  const server = new Server(TEST_SOCKET_URL);
  const hub = createMockSocketIo();
  const realtime = createRealtimeClient({
    url: TEST_SOCKET_URL,
    getToken: () => 'token-1',
    io: hub.factory,
    ...(fetchNotificationsAfter ? { fetchNotificationsAfter } : {}),
  });
  const roomEvents: string[] = [];
  for (const event of ['join_project', 'leave_project', 'join_dashboard', 'leave_dashboard']) {
    onClientEvent(server, event, (payload) => {
      const projectId = (payload as { projectId?: string } | undefined)?.projectId;
      roomEvents.push(projectId ? `${event} ${projectId}` : event);
    });
  }
  return {
    server,
    realtime,
    roomEvents,
    stop: () => {
      realtime.disconnect();
      server.stop();
    },
  };
}

export function realtimeProviderFor(queryClient: QueryClient, realtime: RealtimeClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(RealtimeProvider, { client: realtime }, children),
    );
}

/** Advances the fake clock (mock-socket opens 4 ms later) inside act, letting promises settle. */
export const advance = (ms = 10) => act(() => vi.advanceTimersByTimeAsync(ms));
