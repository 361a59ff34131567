import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, storeToken } from '../testing/network';
import { FIRST_ANSWERS_WAIT_MS, lazyScreen, preloadMatchedScreens } from './lazyScreen';
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
    await expect(
      preloadMatchedScreens(matchRoutes([{ path: '/x', element: <Failing /> }], '/x')),
    ).resolves.toBeUndefined();
    expect(failing.preload).toHaveBeenCalled();
  });

  it('settles once every matched layout and screen has loaded, so a page can wait for all of them', async () => {
    let finishPage = () => {};
    const layout = Object.assign(() => null, { preload: vi.fn(async () => {}) });
    const page = Object.assign(() => null, {
      preload: vi.fn(() => new Promise<void>((resolve) => (finishPage = resolve))),
    });
    const Layout = layout;
    const Page = page;
    let settled = false;
    const done = preloadMatchedScreens(
      matchRoutes([{ element: <Layout />, children: [{ path: '/p', element: <Page /> }] }], '/p'),
    ).then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    finishPage();
    await done;
    expect(settled).toBe(true);
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

  it('renders a preloaded screen at once, in the first commit, without its fallback or another load', async () => {
    const load = vi.fn(async () => ({ Plain: () => <p>plain screen</p> }));
    const Screen = lazyScreen(load, 'Plain', { serverData: false });
    await Screen.preload();
    render(
      <Suspense fallback="Loading...">
        <Screen />
      </Suspense>,
    );
    // Synchronously: no 'Loading...' first.
    expect(screen.getByText('plain screen')).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks for a screen's first answers with its code at start, only for a live session", async () => {
    const client = installQueryClient(createAppQueryClient());
    const prefetchScreenData = vi.fn();
    const Screen = lazyScreen(async () => ({ Page: () => null, prefetchScreenData }), 'Page');
    window.localStorage.clear();
    await Screen.preload({ data: true });
    expect(prefetchScreenData).not.toHaveBeenCalled();
    storeToken(fakeToken());
    await Screen.preload();
    expect(prefetchScreenData).not.toHaveBeenCalled();
    await Screen.preload({ data: true });
    expect(prefetchScreenData).toHaveBeenCalledExactlyOnceWith(client, {
      params: {},
      search: new URLSearchParams(),
    });
    window.localStorage.clear();
  });

  it("gives the prefetch the route's parameters and the URL's query", async () => {
    installQueryClient(createAppQueryClient());
    storeToken(fakeToken());
    const prefetchScreenData = vi.fn();
    const Page = lazyScreen(async () => ({ Page: () => null, prefetchScreenData }), 'Page');
    const routes = [{ path: '/projects/:id', element: <Page /> }];
    await preloadMatchedScreens(matchRoutes(routes, '/projects/p1'), { data: true, search: '?tab=tasks' });
    const [, location] = prefetchScreenData.mock.calls[0] ?? [];
    expect(location.params).toEqual({ id: 'p1' });
    expect(location.search.get('tab')).toBe('tasks');
    window.localStorage.clear();
  });

  it('waits for the first answers a prefetch returns, and no longer than FIRST_ANSWERS_WAIT_MS', async () => {
    installQueryClient(createAppQueryClient());
    storeToken(fakeToken());
    let answer = () => {};
    const answers = new Promise<void>((resolve) => (answer = resolve));
    const Page = lazyScreen(async () => ({ Page: () => null, prefetchScreenData: () => answers }), 'Page');
    let settled = false;
    const preload = Page.preload({ data: true }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    answer();
    await preload;
    expect(settled).toBe(true);

    // An answer that never comes holds the page back only for the bound.
    vi.useFakeTimers();
    try {
      const Slow = lazyScreen(
        async () => ({ Slow: () => null, prefetchScreenData: () => new Promise(() => {}) }),
        'Slow',
      );
      let done = false;
      const slow = Slow.preload({ data: true }).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(FIRST_ANSWERS_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await slow;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
      window.localStorage.clear();
    }
  });

  it('does not remount a screen that was first rendered before its code arrived', async () => {
    let mounts = 0;
    function Counted() {
      useState(() => {
        mounts += 1;
      });
      return <p>counted screen</p>;
    }
    const Screen = lazyScreen(async () => ({ Counted }), 'Counted', { serverData: false });
    const { rerender } = render(
      <Suspense fallback="Loading...">
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByText('counted screen')).toBeVisible();
    rerender(
      <Suspense fallback="Loading...">
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('counted screen')).toBeVisible();
    expect(mounts).toBe(1);
  });
});
