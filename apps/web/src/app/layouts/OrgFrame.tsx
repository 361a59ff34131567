import { type User, visibleOrgNavItems } from '@app/domain';
import { useCurrentOrganization, useOrganization } from '@app/sdk/react';
import { AppShell, OrgNavigation } from '@app/ui';
import type * as React from 'react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api';
import { APP_NAME } from '../config';
import { shellLinks } from '../navigation';
import { useNamedOrganization, useOrganizationIdInView, withNamedOrganization } from '../organizationInView';
import { setPageTitle, useShellHeader } from './useShellHeader';

export interface OrgFrameProps {
  user: User;
  /** The page. */
  children?: React.ReactNode;
}

/**
 * The organization area's frame (spec 2.1, 2.4): the /org routes are not inside the main layout, so the
 * organization navigation takes the main sidebar's place, with the items spec 6.3 shows this user (the domain's
 * `visibleOrgNavItems`, the rule the routes' guards use too). The header is the main layout's, so each page
 * names itself with its `PageHeader` and notifications stay at hand. On a phone the navigation is an overlay
 * opened from the header's menu button, closed when an item is followed.
 */
export function OrgFrame({ user, children }: OrgFrameProps) {
  const location = useLocation();
  // The organization's name under the user's; the same cached answer that carries its branding. A platform admin
  // without an organization has none to ask for.
  const own = useCurrentOrganization(api, user.organizationId ? user._id : undefined).data?.name;
  // The platform view: the organization a platform admin chose, named by every link so that he moves
  // between its pages without choosing again.
  const named = useNamedOrganization();
  const inView = useOrganizationIdInView();
  const chosen = useOrganization(api, inView && inView !== user.organizationId ? inView : undefined).data
    ?.name;
  const organizationName = chosen ?? own;
  const items = useMemo(
    () =>
      visibleOrgNavItems(user).map((item) => ({ ...item, path: withNamedOrganization(item.path, named) })),
    [user, named],
  );
  const header = useShellHeader();
  return (
    <AppShell
      brandName={APP_NAME}
      homeHref={shellLinks.home}
      user={user}
      activePath={location.pathname}
      onPageTitleChange={setPageTitle}
      header={header}
      renderNavigation={(navigation) => (
        <OrgNavigation
          {...navigation}
          items={items}
          organizationName={organizationName}
          user={user}
          activePath={location.pathname}
          brandName={APP_NAME}
          homeHref={shellLinks.home}
        />
      )}
    >
      {children}
    </AppShell>
  );
}
