import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App';
import { api } from '../app/api';
import { createAppQueryClient } from '../app/queryClient';

export interface RenderAppOptions {
  /** Keep the start-up spinner (skipped by default so tests start at the route). */
  startupDelayMs?: number;
  /** The app's query client (a fresh one by default): a test may fill it first, as a start-up prefetch does. */
  queryClient?: QueryClient;
}

/** Where the app is, and a way to go elsewhere, as a test sees them. */
export interface TestRouter {
  /** Where the app is, and how it got there: 'PUSH' (a history entry), 'REPLACE' or 'POP'. */
  state: { location: Location; historyAction: `${NavigationType}` };
  navigate(to: string): Promise<void>;
}

/**
 * Renders the real app (every provider and the whole route table) at `path`, on a memory router.
 * Returns Testing Library's result plus the router, whose `state.location` is where the app ended up.
 */
export function renderApp(
  path: string,
  { startupDelayMs = 0, queryClient = createAppQueryClient() }: RenderAppOptions = {},
) {
  // jsdom has no layout, so scrolling is a no-op rather than a "not implemented" error.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // Each rendered app is a new session: the shared client's recent activity (the assistant's context) starts empty.
  api.recentActivity.clear();
  let navigateTo: NavigateFunction | undefined;
  const router: TestRouter = {
    state: {
      location: { pathname: path, search: '', hash: '', state: null, key: 'initial' },
      historyAction: 'POP',
    },
    navigate: async (to) => {
      if (!navigateTo) throw new Error('The app has not rendered its router yet');
      await navigateTo(to);
    },
  };
  function LocationProbe() {
    router.state.location = useLocation();
    router.state.historyAction = useNavigationType();
    navigateTo = useNavigate();
    return null;
  }
  function TestMemoryRouter({ children }: { children?: React.ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {children}
      </MemoryRouter>
    );
  }
  const result = render(
    <App Router={TestMemoryRouter} startupDelayMs={startupDelayMs} queryClient={queryClient} />,
  );
  return { ...result, router };
}
