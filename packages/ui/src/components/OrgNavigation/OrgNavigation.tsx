import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import CorporateFareRoundedIcon from '@mui/icons-material/CorporateFareRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import ScienceRoundedIcon from '@mui/icons-material/ScienceRounded';
import SecurityRoundedIcon from '@mui/icons-material/SecurityRounded';
import SettingsApplicationsRoundedIcon from '@mui/icons-material/SettingsApplicationsRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import type * as React from 'react';
import { useMemo } from 'react';
import { Sidebar, type SidebarProps } from '../Sidebar/Sidebar';

/** One organization navigation item: the shape of `ORG_NAV_ITEMS` in @app/domain. */
export interface OrgNavigationItem {
  /** A key of `ORG_NAV_ITEMS`; it picks the item's icon. */
  key: string;
  label: string;
  path: string;
}

export interface OrgNavigationProps extends Omit<SidebarProps, 'items'> {
  /** The items this user may see, in order: pass `visibleOrgNavItems(user)` so that hidden items never render. */
  items: readonly OrgNavigationItem[];
  /** The organization's name, under the user's. */
  organizationName?: string;
}

/** The landmark's name, so the organization area's menu is told apart from the main one. */
export const ORG_NAVIGATION_LABEL = 'Organization navigation';

// Icons for the spec 2.4 items, by the keys of ORG_NAV_ITEMS.
const ICONS: Record<string, React.ReactNode> = {
  dashboard: <DashboardRoundedIcon />,
  projects: <FolderRoundedIcon />,
  tasks: <TaskAltRoundedIcon />,
  teams: <GroupsRoundedIcon />,
  departments: <AccountTreeRoundedIcon />,
  users: <ManageAccountsRoundedIcon />,
  analytics: <InsightsRoundedIcon />,
  settings: <SettingsApplicationsRoundedIcon />,
  security: <SecurityRoundedIcon />,
  billing: <ReceiptLongRoundedIcon />,
  enterprise: <CorporateFareRoundedIcon />,
  platformAdmin: <AdminPanelSettingsRoundedIcon />,
  testSuite: <ScienceRoundedIcon />,
};

/**
 * The organization area's navigation (spec 2.4): the items the user may see (spec 6.3) with an icon each, the
 * current one marked, beside the content or as the phone overlay. It takes the main sidebar's place in the
 * `/org` area, with the same frame: logo, the user and their organization, and the narrow/wide handle.
 */
export function OrgNavigation({
  items,
  organizationName,
  label = ORG_NAVIGATION_LABEL,
  ...sidebar
}: OrgNavigationProps) {
  const withIcons = useMemo(() => items.map((item) => ({ ...item, icon: ICONS[item.key] })), [items]);
  return <Sidebar {...sidebar} items={withIcons} label={label} caption={organizationName} />;
}
