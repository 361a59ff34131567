import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mockNetwork } from '../testing/network';
import { renderApp } from '../testing/renderApp';

// Its own file and its own process (`web (own process)` in vitest.config.ts): screens are lazy modules loaded once
// per process, so only a first visit shows the fallback.

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
  // The public frame loads with its pages (the sign-in screen does not need it): both are on their way.
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(screen.getAllByRole('banner')[0]).toBeVisible();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows the sign-in frame at once while the sign-in screen loads', async () => {
  renderApp('/auth/forgot-password');
  // The sign-in frame is part of the first download; the screen (and its query client) follow.
  expect(screen.getByRole('link', { name: /TaskFlow/ })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
});
