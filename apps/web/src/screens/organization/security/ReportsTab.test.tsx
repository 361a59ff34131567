import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeToken, mockNetwork, storeToken } from '../../../testing/network';
import { ORG_ID, organizationHandlers } from '../../../testing/organization';
import { renderApp } from '../../../testing/renderApp';

// The Reports tab is wired into /org/security by the screen's tabs; here it stands in for the screen.
vi.mock('../SecurityCompliance', async () => {
  const { ReportsTab } = await import('./ReportsTab');
  return { SecurityCompliance: () => <ReportsTab /> };
});

vi.setConfig({ testTimeout: 20_000 });

const report = (id: number, category: string, data: Record<string, unknown>) => ({
  _id: `64b7f0c2a1b2c3d4e5f6${String(900 + id).padStart(4, '0')}`,
  organizationId: ORG_ID,
  userId: null,
  userName: 'Jordan Lee',
  userEmail: 'jordan@acme.example',
  category,
  data,
  ip: '203.0.113.7',
  userAgent: 'Chrome',
  createdAt: '2026-11-26T09:42:10.000Z',
});

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("lists the organization's security reports and filters them by category", async () => {
  const user = userEvent.setup();
  storeToken(fakeToken());
  const asked: string[] = [];
  mockNetwork({
    ...organizationHandlers(),
    [`GET /api/v1/organizations/${ORG_ID}/security-reports`]: (request) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const category = url.searchParams.get('category');
      const all = [
        report(1, 'csp-violation', {
          blockedURI: 'https://cdn.evil.example/x.js',
          effectiveDirective: 'script-src',
        }),
        report(2, 'client-error', { message: 'Boom' }),
      ];
      const data = category ? all.filter((entry) => entry.category === category) : all;
      return Response.json({
        success: true,
        data,
        pagination: { page: 1, limit: 20, total: data.length, pages: 1 },
      });
    },
  });
  renderApp('/org/security');
  const list = await screen.findByRole('list', { name: 'Security reports' }, { timeout: 8000 });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(list).toHaveTextContent('script-src: https://cdn.evil.example/x.js');
  expect(list).toHaveTextContent('Boom');
  expect(asked[0]).toBe('?page=1&limit=20');

  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Client error' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(list).toHaveTextContent('Boom');
  expect(asked.at(-1)).toBe('?page=1&limit=20&category=client-error');
});
