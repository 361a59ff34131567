import { LoadingScreen } from '@app/ui';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

/** The top of the route tree: scroll to the top (or to the `#hash`) on navigation, restore it on back. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      {/* Layouts load lazily too: the signed-in frame is not part of the public pages' first load. */}
      <Suspense fallback={<LoadingScreen fullPage />}>
        <Outlet />
      </Suspense>
    </>
  );
}
