import type * as React from 'react';
import { paths } from '../../../app/paths';
import { AuditLogTab } from './AuditLogTab';
import { PolicyTab } from './PolicyTab';
import { ReportsTab } from './ReportsTab';

/** What a tab of the security screen is given: the organization it shows. */
export interface SecurityTabContext {
  organizationId: string;
}

/** One tab of /org/security: its key in the URL (?tab=), its label, and what it shows. */
export interface SecurityTab {
  key: string;
  label: string;
  element: (context: SecurityTabContext) => React.ReactNode;
}

/** The tabs of the security and compliance screen, in order; the first is the plain URL's. */
export const SECURITY_TABS: SecurityTab[] = [
  {
    key: 'audit',
    label: 'Audit log',
    element: ({ organizationId }) => <AuditLogTab organizationId={organizationId} />,
  },
  {
    key: 'policy',
    label: 'Security policy',
    element: ({ organizationId }) => <PolicyTab organizationId={organizationId} />,
  },
  {
    key: 'reports',
    label: 'Client reports',
    element: () => <ReportsTab />,
  },
];

/**
 * The URL of a tab, keeping the organization a platform admin is looking at (`?organization=<id>`); the first
 * tab of the caller's own organization is the plain URL.
 */
export function securityHref(tab: string, organization?: string): string {
  const query = new URLSearchParams();
  if (tab !== SECURITY_TABS[0]?.key) query.set('tab', tab);
  if (organization) query.set('organization', organization);
  const search = query.toString();
  return `${paths.org.security.href()}${search ? `?${search}` : ''}`;
}
