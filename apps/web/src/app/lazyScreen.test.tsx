import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadMatchedScreens } from './lazyScreen';
import { createAppQueryClient } from './queryClient';
import { installQueryClient } from './queryClientStore';

describe('preloadMatchedScreens', () => {
  it('starts the download of every lazy layout and screen of the matched routes, and nothing else', () => {
    const layout = Object.assign(() => null, { preload: vi.fn(async () => {}) });
    const page = Object.assign(() => null, { preload: vi.fn(async () => {}) });
    const other = Object.assign(() => null, { preload: vi.fn(async () => {}) });
    const Layout = layout;
    const Page = page;
    const Other = other;
    const routes = [
      { element: <Layout />, children: [{ path: '/home', element: <Page /> }] },
      { path: '/elsewhere', element: <Other /> },
      { path: '/plain', element: <div /> },
    ];
    preloadMatchedScreens(matchRoutes(routes, '/home'));
    expect(layout.preload).toHaveBeenCalledTimes(1);
    expect(page.preload).toHaveBeenCalledTimes(1);
    expect(other.preload).not.toHaveBeenCalled();
    // Routes without a lazy element, and no match at all, are fine.
    preloadMatchedScreens(matchRoutes(routes, '/plain'));
    preloadMatchedScreens(null);
  });

  it('leaves a failed preload to the screen itself (no unhandled rejection)', async () => {
    const failing = Object.assign(() => null, { preload: vi.fn(() => Promise.reject(new Error('offline'))) });
    const Failing = failing;
    preloadMatchedScreens(matchRoutes([{ path: '/x', element: <Failing /> }], '/x'));
    await Promise.resolve();
    expect(failing.preload).toHaveBeenCalled();
  });
});

describe('lazyScreen', () => {
  it('gives a screen that reads server data the query client, with the screen', async () => {
    const client = installQueryClient(createAppQueryClient());
    function ReadsServerData() {
      return <p>{useQueryClient() === client ? 'has the client' : 'another client'}</p>;
    }
    const Screen = lazyScreen(async () => ({ ReadsServerData }), 'ReadsServerData');
    render(
      <Suspense fallback="Loading...">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('has the client')).toBeVisible();
  });

  it('renders a preloaded screen through the same loader (the module system keeps the real module)', async () => {
    const load = vi.fn(async () => ({ Plain: () => <p>plain screen</p> }));
    const Screen = lazyScreen(load, 'Plain', { serverData: false });
    await Screen.preload();
    render(
      <Suspense fallback="Loading...">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('plain screen')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
