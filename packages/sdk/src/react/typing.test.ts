// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient } from '../realtime';
import { RealtimeProvider, TYPING_RESEND_MS, useDiscussionTyping } from './realtime';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const emit = vi.fn(async (_event: string, _payload: unknown) => ({ success: true }));
  const client = { emit } as unknown as RealtimeClient;
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(RealtimeProvider, { client }, children);
  const { result } = renderHook(() => useDiscussionTyping('discussion-1'), { wrapper });
  return { emit, result };
}

describe('useDiscussionTyping', () => {
  it("sends 'typing' on the first keystroke and at most every 2 s while typing goes on", () => {
    const { emit, result } = setup();
    act(() => {
      result.current.onTyping();
      result.current.onTyping();
    });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenLastCalledWith('typing', { discussionId: 'discussion-1' });
    vi.advanceTimersByTime(TYPING_RESEND_MS - 1);
    act(() => result.current.onTyping());
    expect(emit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    act(() => result.current.onTyping());
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it("sends 'stopTyping', after which the next keystroke types again at once", () => {
    const { emit, result } = setup();
    act(() => {
      result.current.onTyping();
      result.current.onStopTyping();
      result.current.onTyping();
    });
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['typing', 'stopTyping', 'typing']);
  });
});
