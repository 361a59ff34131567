import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/App';
import { createAppQueryClient } from '../app/providers';
import { routes } from '../app/router';

export interface RenderAppOptions {
  /** Keep the start-up spinner (skipped by default so tests start at the route). */
  startupDelayMs?: number;
}

/**
 * Renders the real app (every provider and the whole route table) at `path`, on a memory router.
 * Returns Testing Library's result plus the router, whose `state.location` is where the app ended up.
 */
export function renderApp(path: string, { startupDelayMs = 0 }: RenderAppOptions = {}) {
  // jsdom has no layout, so scrolling is a no-op rather than a "not implemented" error.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <App router={router} startupDelayMs={startupDelayMs} queryClient={createAppQueryClient()} />,
  );
  return { ...result, router };
}
