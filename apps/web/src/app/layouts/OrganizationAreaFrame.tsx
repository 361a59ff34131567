import { getOrgPermissions, type User } from '@app/domain';
import { useCurrentOrganization } from '@app/sdk/react';
import { OrganizationLayout } from '@app/ui';
import type * as React from 'react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api';
import { APP_NAME } from '../config';
import { setPageTitle, useSignOut } from './useShellHeader';

export interface OrganizationAreaFrameProps {
  user: User;
  /** The page. */
  children?: React.ReactNode;
}

/**
 * The alternative organization layout (spec 2.3) around the /organization routes: its menu links and quick
 * actions, each shown by the user's permission flags of spec 6.3 (the domain's `getOrgPermissions`), and a top
 * bar whose Sign Out returns to /auth/login.
 */
export function OrganizationAreaFrame({ user, children }: OrganizationAreaFrameProps) {
  const location = useLocation();
  // The organization's name under the user's; the same cached answer that carries its branding.
  const organizationName = useCurrentOrganization(api, user.organizationId ? user._id : undefined).data?.name;
  const permissions = useMemo(() => getOrgPermissions(user), [user]);
  const onSignOut = useSignOut();
  return (
    <OrganizationLayout
      brandName={APP_NAME}
      organizationName={organizationName}
      user={user}
      activePath={location.pathname}
      permissions={permissions}
      onSignOut={onSignOut}
      onPageTitleChange={setPageTitle}
    >
      {children}
    </OrganizationLayout>
  );
}
