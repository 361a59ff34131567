// @vitest-environment jsdom
import { DOMAIN_CHECK_DEBOUNCE_MS, ORG_MESSAGES } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeClient } from '../test-support';
import { useDebouncedValue } from './debounce';
import { useDomainAvailability } from './domain-availability';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

/** Waits for the answer (its schema loads on demand), moving the fake clock as it goes. */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });

const answer = (domain: string, data: Record<string, unknown>, message = 'Domain is available') =>
  [200, { success: true, message, suggestions: [], data: { domain, ...data } }] as const;

function renderAvailability(initial: string) {
  return renderHook(({ domain }) => useDomainAvailability(client, domain), {
    initialProps: { domain: initial },
    wrapper: providerFor(testQueryClient()),
  });
}

beforeEach(() => {
  api.reset();
  // A clock that moves only when told; vi.waitFor moves it while it waits for an answer.
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('follows the value only once it has stopped changing for the delay', async () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ value: 'abc' });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(result.current).toBe('a');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe('abc');
  });
});

describe('useDomainAvailability', () => {
  it('asks nothing for a domain of 3 characters or fewer, or a malformed one', async () => {
    const { result, rerender } = renderAvailability('a.b');
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS * 2));
    expect(result.current).toEqual({ kind: 'idle' });
    rerender({ domain: 'acme' });
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS * 2));
    expect(result.current).toEqual({ kind: 'idle' });
    expect(api.seen).toHaveLength(0);
  });

  it('checks once typing has paused for 500 ms, and says available', async () => {
    api.on('GET /organizations/domain-check/acme.com', answer('acme.com', { available: true }));
    const { result, rerender } = renderAvailability('');
    rerender({ domain: ' Acme.com ' });
    expect(result.current).toEqual({ kind: 'checking' });
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS - 1));
    expect(api.seen).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() =>
      expect(result.current).toEqual({ kind: 'available', message: 'Domain is available' }),
    );
    expect(api.seen.map((request) => request.path)).toEqual(['/organizations/domain-check/acme.com']);
  });

  it('says checking again as soon as the field differs from what was looked up', async () => {
    api.on('GET /organizations/domain-check/acme.com', answer('acme.com', { available: true }));
    const { result, rerender } = renderAvailability('acme.com');
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS));
    await waitFor(() => expect(result.current.kind).toBe('available'));
    rerender({ domain: 'acme.co' });
    expect(result.current).toEqual({ kind: 'checking' });
  });

  it('gives the reason and the free alternatives of a taken domain', async () => {
    api.on(
      'GET /organizations/domain-check/acme.com',
      answer(
        'acme.com',
        {
          available: false,
          error: 'An organization with this domain is already registered',
          suggestions: ['acmehq.com'],
        },
        'An organization with this domain is already registered',
      ),
    );
    const { result } = renderAvailability('acme.com');
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS));
    await waitFor(() =>
      expect(result.current).toEqual({
        kind: 'taken',
        error: 'An organization with this domain is already registered',
        suggestions: ['acmehq.com'],
      }),
    );
  });

  it('says the check failed when the server cannot answer', async () => {
    api.on('GET /organizations/domain-check/acme.com', [500, { success: false, error: 'Boom' }]);
    const { result } = renderAvailability('acme.com');
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS));
    await waitFor(() =>
      expect(result.current).toEqual({ kind: 'failed', error: ORG_MESSAGES.checkDomainFailed }),
    );
  });
});
