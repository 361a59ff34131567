import { type AccessRequirement, checkAccess, type PlanFeature } from '@app/domain';
import { useCurrentOrganization } from '@app/sdk/react';
import { AccessGate, type AccessGateMode } from '@app/ui';
import type * as React from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api } from './api';
import { paths } from './paths';
import { useSession } from './session';

export interface AccessProps {
  /** What the content needs (spec 6.5): roles, department, permissions, membership, a plan feature, a check. */
  requirement: AccessRequirement;
  /** 'hide', 'disable' (shown disabled with the reason) or 'card' (the 'Access ...'/'Upgrade Required' card). */
  mode?: AccessGateMode;
  children: React.ReactNode;
}

/**
 * The access wrapper of spec 6.5: decides the requirement for the signed-in user and their organization with
 * the domain's `checkAccess` (the server refuses the same calls), and shows the content, hides it, disables it
 * or shows the card. 'Upgrade Now' leads to billing.
 */
export function Access({ requirement, mode = 'card', children }: AccessProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The plan is read only when a feature is asked for; individuals have no organization to read.
  const wantsPlan = Boolean(requirement.feature) && Boolean(user?.organizationId);
  const organization = useCurrentOrganization(api, wantsPlan ? user?._id : undefined);
  if (wantsPlan && organization.isPending) return null;
  const decision = checkAccess(user, organization.data, requirement, new Date());
  return (
    <AccessGate
      decision={decision}
      mode={mode}
      onUpgrade={() => navigate(paths.org.billing.href())}
      onGoBack={() => (location.key === 'default' ? navigate(paths.dashboard.href()) : navigate(-1))}
    >
      {children}
    </AccessGate>
  );
}

export interface FeatureGuardProps {
  /** The plan feature that opens the routes inside. */
  feature: PlanFeature;
}

/** A route behind the subscription gate (spec 6.5): 'Upgrade Required' with 'Upgrade Now' when the plan lacks it. */
export function FeatureGuard({ feature }: FeatureGuardProps) {
  return (
    <Access requirement={{ feature }}>
      <Outlet />
    </Access>
  );
}
