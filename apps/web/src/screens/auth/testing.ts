import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A failure answer in the server's one error shape. */
export function failure(status: number, error: string, details?: unknown): Response {
  return Response.json({ success: false, error, ...(details ? { details } : {}) }, { status });
}

/** Waits until the app's router is at `pathname`. */
export async function expectPath(
  router: { state: { location: { pathname: string } } },
  pathname: string,
): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

/** The text box with this accessible name (required fields carry an asterisk in their name). */
export function field(name: string): HTMLElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

/** A password input by its label (password inputs have no role). */
export function passwordField(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

/** The answer of GET /organizations/domain-check/{domain}. */
export function domainCheck(
  domain: string,
  result: { available: boolean; organization?: { name: string; isActive?: boolean }; suggestions?: string[] },
): Response {
  const suggestions = result.suggestions ?? [];
  return Response.json({
    success: true,
    message: result.available ? 'Domain is available' : 'Domain is already taken',
    suggestions,
    data: {
      available: result.available,
      organization: result.organization
        ? { name: result.organization.name, domain, isActive: result.organization.isActive ?? true }
        : null,
      ...(result.available ? {} : { error: 'An organization with this domain is already registered' }),
      suggestions,
    },
  });
}

/**
 * Hands the clock to the test: timeouts and Date are fake from here on, so waits (debounce, toast spacing) are
 * measured exactly whatever the machine's load. Testing Library drains React's updates with a zero timeout
 * and only advances fake clocks it recognises as Jest's, hence the small `jest` stand-in.
 */
export function useTestClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
