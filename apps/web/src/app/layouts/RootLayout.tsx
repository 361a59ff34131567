import { Outlet, ScrollRestoration } from 'react-router';

/** The top of the route tree: scroll to the top (or to the `#hash`) on navigation, restore it on back. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
