import type * as React from 'react';
import { Link, type LinkProps } from 'react-router';

export type RouterLinkProps = Omit<LinkProps, 'to'> & {
  href: LinkProps['to'];
  ref?: React.Ref<HTMLAnchorElement>;
};

// Links that leave the app, or only move within the page, stay plain anchors.
const OUTSIDE_THE_ROUTER = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/**
 * MUI's `href` links as react-router links: the theme makes this the default component of `Link` and of
 * link-buttons, so `@app/ui` stays router-free while the app navigates without page reloads.
 */
export function RouterLink({ href, ref, ...props }: RouterLinkProps) {
  if (typeof href === 'string' && OUTSIDE_THE_ROUTER.test(href)) {
    return <a ref={ref} href={href} {...props} />;
  }
  return <Link ref={ref} to={href} {...props} />;
}
