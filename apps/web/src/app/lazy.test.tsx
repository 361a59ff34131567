import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mockNetwork } from '../testing/network';
import { renderApp } from '../testing/renderApp';

// Its own file: screens are lazy modules loaded once per test file, so only a first visit shows the fallback.

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("shows 'Loading...' while a lazy screen loads, then the screen", async () => {
  renderApp('/terms');
  // The public frame is there at once; the screen's chunk is still on its way.
  expect(screen.getByRole('banner')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
