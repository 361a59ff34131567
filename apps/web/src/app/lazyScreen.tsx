import { isTokenLive } from '@app/sdk';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import type * as React from 'react';
import { lazy, useEffect, useState } from 'react';
import type { Params } from 'react-router';
import { screenCommitted } from './hydration';
import { loadQueryClient, useRequiredQueryClient } from './queryClientStore';
import { sessionTokens } from './sessionTokens';

export interface LazyScreenOptions {
  /**
   * Whether the screen reads or changes server data through the SDK's react-query hooks (the default): the
   * query client then loads alongside the screen's code. The public pages and the sign-in screen say false,
   * which keeps react-query out of their first download.
   */
  serverData?: boolean;
}

/** A lazily loaded layout or screen that can start its download before it renders. */
export type LazyScreen = React.ComponentType & {
  /**
   * Starts loading the code (and the query client, when the screen needs it); safe to call many times. With
   * `data`, the screen's first answers are asked for as soon as its code is here (see ScreenModule).
   */
  preload(options?: { data?: boolean; location?: ScreenLocation }): Promise<unknown>;
};

/** Where a screen opens: its route's parameters and the URL's query (what its first answers depend on). */
export interface ScreenLocation {
  params: Params;
  search: URLSearchParams;
}

/**
 * What a screen's module may export besides the screen: `prefetchScreenData` asks for the answers the screen
 * shows first (react-query's prefetchQuery with the screen's own query options), so that a page opened at start
 * gets them while the signed-in frame loads instead of after the screen has mounted. It may also start loading
 * the code of the part of the screen the location opens on (a tab).
 */
export interface ScreenModule {
  /**
   * A promise it returns settles when the answers the screen lays itself out with are in: the page opened at
   * start then waits for them (up to FIRST_ANSWERS_WAIT_MS) behind the start-up spinner, so that its first
   * paint is the page itself and nothing moves when they arrive.
   */
  prefetchScreenData?: (client: QueryClient, location: ScreenLocation) => unknown;
}

/** How long a page opened at start waits for its first answers before it paints without them. */
export const FIRST_ANSWERS_WAIT_MS = 1500;

function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** Whether this browser holds a session a request could be sent with (no request is worth it without one). */
function hasLiveSession(): boolean {
  const token = sessionTokens.get();
  return token !== null && isTokenLive(token);
}

/** A screen loaded on first visit: its own chunk, named export `name` of the module. */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, React.ComponentType>>,
  name: Name,
  { serverData = true }: LazyScreenOptions = {},
): LazyScreen {
  // The screen's module, and the query client with it when the screen needs one. The module system keeps a
  // loaded module, so a preload and React.lazy share one download.
  // Once loaded, the component itself: a screen whose code is already here (preloaded behind the start-up
  // spinner, or seen before) renders at once, where React.lazy would suspend for a turn on a fresh promise and
  // show its fallback first (the signed-in frame's greeting and spinner, then the page's own header: a shift).
  let loaded: React.ComponentType | undefined;
  const loadScreen = () =>
    (serverData ? Promise.all([load(), loadQueryClient()]).then(([module]) => module) : load()).then(
      (module) => {
        loaded ??= module[name] as React.ComponentType;
        return module;
      },
    );
  const Screen = lazy(() =>
    loadScreen().then((module) => ({ default: module[name] as React.ComponentType })),
  );
  const preload = ({
    data = false,
    location = { params: {}, search: new URLSearchParams() },
  }: {
    data?: boolean;
    location?: ScreenLocation;
  } = {}): Promise<unknown> =>
    loadScreen().then(async (module) => {
      const prefetch = (module as ScreenModule).prefetchScreenData;
      if (data && serverData && prefetch && hasLiveSession()) {
        const answers = prefetch(await loadQueryClient(), location);
        if (answers instanceof Promise) await settledWithin(answers, FIRST_ANSWERS_WAIT_MS);
      }
      return module;
    });
  function Committed() {
    // Runs once the screen is on the page, hydrated or rendered (a suspended screen commits nothing).
    useEffect(screenCommitted, []);
    // Chosen once per mount, so that the screen never remounts when its code arrives.
    const [Component] = useState(() => loaded ?? Screen);
    return <Component />;
  }
  if (!serverData) return Object.assign(Committed, { preload });
  function WithServerData() {
    // Loaded by now (the screen's chunk waited for it); provided here too, so the screen never renders
    // before the app-wide provider has it.
    const client = useRequiredQueryClient();
    return (
      <QueryClientContext.Provider value={client}>
        <Committed />
      </QueryClientContext.Provider>
    );
  }
  return Object.assign(WithServerData, { preload });
}

/**
 * Starts loading every lazy layout and screen of the routes that match `pathname`, all at once: the first page
 * does not wait for its layout before asking for its screen, and its code loads while the start-up spinner
 * shows (spec 2.1); with `data`, a screen's first answers too (ScreenModule), for the URL's query `search`.
 * Preloading is a hint; a failure here is left to the screen's own loading. The promise settles once all of them
 * have loaded (or failed), and a screen's first answers are in or have been waited for long enough.
 */
export function preloadMatchedScreens(
  matches: readonly { params: Params; route: { element?: React.ReactNode } }[] | null,
  { data = false, search = '' }: { data?: boolean; search?: string } = {},
): Promise<void> {
  const query = new URLSearchParams(search);
  const loads = (matches ?? []).map(({ params, route }) => {
    const type = (route.element as React.ReactElement | null | undefined)?.type as
      | Partial<LazyScreen>
      | undefined;
    return type?.preload?.({ data, location: { params, search: query } }).catch(() => {});
  });
  // Settles when every one has loaded or failed; a failure shows when the screen itself renders.
  return Promise.all(loads).then(() => {});
}
