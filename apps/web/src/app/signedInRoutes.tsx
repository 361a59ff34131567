import {
  canManageFinanceAccess,
  canViewFinance,
  ENTERPRISE_DASHBOARD_ACCESS,
  type OrgNavKey,
  type Permission,
  type PlanFeature,
  ROUTE_ROLES,
} from '@app/domain';
import type * as React from 'react';
import { lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { lazyScreen, preloadMatchedScreens } from './lazyScreen';
import { paths } from './paths';

// The signed-in frame (app shell) and its guards load with the first signed-in screen, never with the public and
// sign-in pages: their first JavaScript stays small (bench/bundle-size.mjs).
const MainLayout = lazyScreen(() => import('./layouts/MainLayout'), 'MainLayout');
const OrganizationGuard = lazyScreen(() => import('./layouts/OrganizationGuard'), 'OrganizationGuard');
const OrganizationPagesGuard = lazyScreen(
  () => import('./layouts/OrganizationGuard'),
  'OrganizationPagesGuard',
);
const RoleGuard = lazy(() => import('./guards').then((module) => ({ default: module.RoleGuard })));
const OrgItemGuard = lazy(() => import('./guards').then((module) => ({ default: module.OrgItemGuard })));
const PlatformGuard = lazy(() => import('./guards').then((module) => ({ default: module.PlatformGuard })));
const PermissionGuard = lazy(() =>
  import('./guards').then((module) => ({ default: module.PermissionGuard })),
);
const FinanceGuard = lazy(() => import('./guards').then((module) => ({ default: module.FinanceGuard })));
const FeatureGuard = lazy(() => import('./Access').then((module) => ({ default: module.FeatureGuard })));

// Main layout
const Dashboard = lazyScreen(() => import('../screens/work/Dashboard'), 'Dashboard');
const ProjectsList = lazyScreen(() => import('../screens/work/ProjectsList'), 'ProjectsList');
const ProjectDetails = lazyScreen(() => import('../screens/work/ProjectDetails'), 'ProjectDetails');
const CreateProject = lazyScreen(() => import('../screens/work/CreateProject'), 'CreateProject');
const EditProject = lazyScreen(() => import('../screens/work/EditProject'), 'EditProject');
const MyTasks = lazyScreen(() => import('../screens/work/MyTasks'), 'MyTasks');
const TaskDetails = lazyScreen(() => import('../screens/work/TaskDetails'), 'TaskDetails');
const CreateTask = lazyScreen(() => import('../screens/work/CreateTask'), 'CreateTask');
const EditTask = lazyScreen(() => import('../screens/work/EditTask'), 'EditTask');
const TaskCalendar = lazyScreen(() => import('../screens/work/TaskCalendar'), 'TaskCalendar');
const TaskTimeline = lazyScreen(() => import('../screens/work/TaskTimeline'), 'TaskTimeline');
const TodoDashboard = lazyScreen(() => import('../screens/work/TodoDashboard'), 'TodoDashboard');
const Timesheets = lazyScreen(() => import('../screens/work/Timesheets'), 'Timesheets');
const ImportExport = lazyScreen(() => import('../screens/work/ImportExport'), 'ImportExport');
const UserProfile = lazyScreen(() => import('../screens/profile/UserProfile'), 'UserProfile');
const Settings = lazyScreen(() => import('../screens/profile/Settings'), 'Settings');
const UserManagement = lazyScreen(() => import('../screens/organization/UserManagement'), 'UserManagement');
const Reports = lazyScreen(() => import('../screens/organization/Reports'), 'Reports');
const FinanceDashboard = lazyScreen(() => import('../screens/finance/FinanceDashboard'), 'FinanceDashboard');
const FinancePage = lazyScreen(() => import('../screens/finance/FinancePage'), 'FinancePage');
const Help = lazyScreen(() => import('../screens/public/Help'), 'Help');
const PlatformAdmin = lazyScreen(() => import('../screens/platform/PlatformAdmin'), 'PlatformAdmin');
// Organization area
const EnhancedOrganizationDashboard = lazyScreen(
  () => import('../screens/organization/EnhancedOrganizationDashboard'),
  'EnhancedOrganizationDashboard',
);
const OrganizationDepartments = lazyScreen(
  () => import('../screens/organization/OrganizationDepartments'),
  'OrganizationDepartments',
);
const OrganizationUsers = lazyScreen(
  () => import('../screens/organization/OrganizationUsers'),
  'OrganizationUsers',
);
const OrganizationProjectsList = lazyScreen(
  () => import('../screens/organization/OrganizationProjectsList'),
  'OrganizationProjectsList',
);
const OrganizationTasksList = lazyScreen(
  () => import('../screens/organization/OrganizationTasksList'),
  'OrganizationTasksList',
);
const OrganizationTeamsList = lazyScreen(
  () => import('../screens/organization/OrganizationTeamsList'),
  'OrganizationTeamsList',
);
const OrganizationSettings = lazyScreen(
  () => import('../screens/organization/OrganizationSettings'),
  'OrganizationSettings',
);
const SecurityCompliance = lazyScreen(
  () => import('../screens/organization/SecurityCompliance'),
  'SecurityCompliance',
);
const BillingSubscription = lazyScreen(
  () => import('../screens/organization/BillingSubscription'),
  'BillingSubscription',
);
const SystemTestSuite = lazyScreen(() => import('../screens/platform/SystemTestSuite'), 'SystemTestSuite');
const AdminAnalytics = lazyScreen(() => import('../screens/organization/AdminAnalytics'), 'AdminAnalytics');
const DepartmentManagement = lazyScreen(
  () => import('../screens/organization/DepartmentManagement'),
  'DepartmentManagement',
);
const UserInvitation = lazyScreen(() => import('../screens/organization/UserInvitation'), 'UserInvitation');
const EnterpriseDashboard = lazyScreen(
  () => import('../screens/organization/EnterpriseDashboard'),
  'EnterpriseDashboard',
);

/** A route of the organization area behind the per-item role check of its navigation entry. */
function orgItem(item: OrgNavKey, path: string, element: React.ReactNode): RouteObject {
  return { element: <OrgItemGuard item={item} />, children: [{ path, element }] };
}

/** A route behind the subscription gate (spec 6.5): 'Upgrade Required' when the organization's plan lacks it. */
function gated(feature: PlanFeature, path: string, element: React.ReactNode): RouteObject {
  return { element: <FeatureGuard feature={feature} />, children: [{ path, element }] };
}

/** An organization item's route behind its role check, then the subscription gate. */
function gatedItem(
  item: OrgNavKey,
  feature: PlanFeature,
  path: string,
  element: React.ReactNode,
): RouteObject {
  return { element: <OrgItemGuard item={item} />, children: [gated(feature, path, element)] };
}

/** A route behind one named permission of the domain: 'Access Restricted' for anyone without it. */
function permissionRoute(permission: Permission, path: string, element: React.ReactNode): RouteObject {
  return { element: <PermissionGuard permission={permission} />, children: [{ path, element }] };
}

/** The signed-in area's routes (spec 2.1), with the layout and guard each one sits in. */
export const signedInRoutes: RouteObject[] = [
  // Signed in only. MainLayout draws each area's frame (signedInFrame): the main layout (spec 2.2), the
  // organization navigation on /org and /enterprise/dashboard (2.4), the alternative organization layout on
  // /organization (2.3).
  {
    element: <MainLayout />,
    children: [
      { path: paths.dashboard.path, element: <Dashboard /> },
      { path: paths.projects.list.path, element: <ProjectsList /> },
      { path: paths.projects.detail.path, element: <ProjectDetails /> },
      { path: paths.projects.createTask.path, element: <CreateTask /> },
      { path: paths.tasks.list.path, element: <MyTasks /> },
      { path: paths.tasks.create.path, element: <CreateTask /> },
      { path: paths.tasks.calendar.path, element: <TaskCalendar /> },
      { path: paths.tasks.timeline.path, element: <TaskTimeline /> },
      { path: paths.tasks.detail.path, element: <TaskDetails /> },
      { path: paths.tasks.edit.path, element: <EditTask /> },
      { path: paths.todos.root.path, element: <TodoDashboard /> },
      { path: paths.todos.personal.path, element: <TodoDashboard /> },
      { path: paths.todos.shared.path, element: <TodoDashboard /> },
      { path: paths.timesheets.path, element: <Timesheets /> },
      { path: paths.importExport.path, element: <ImportExport /> },
      { path: paths.profile.path, element: <UserProfile /> },
      { path: paths.settings.path, element: <Settings /> },
      { path: paths.help.path, element: <Help /> },

      // Spec 6.5 role routes: 'Access Denied' for anyone else
      {
        element: <RoleGuard roles={ROUTE_ROLES.projectCreateEdit} />,
        children: [
          { path: paths.projects.create.path, element: <CreateProject /> },
          { path: paths.projects.edit.path, element: <EditProject /> },
        ],
      },
      {
        element: <RoleGuard roles={ROUTE_ROLES.adminOnly} />,
        children: [
          { path: paths.users.path, element: <UserManagement /> },
          { path: paths.reports.path, element: <Reports /> },
        ],
      },
      // Finance: admins, and the organization's finance members by the domain's rules
      {
        element: <FinanceGuard allows={canViewFinance} />,
        children: [{ path: paths.finance.dashboard.path, element: <FinanceDashboard /> }],
      },
      {
        element: <FinanceGuard allows={canManageFinanceAccess} />,
        children: [{ path: paths.finance.members.path, element: <FinancePage /> }],
      },

      // The platform area is for platform admins, whatever their account type (spec 6.3); 'Access Denied' (2.7)
      {
        element: <PlatformGuard />,
        children: [{ path: paths.platform.admin.path, element: <PlatformAdmin /> }],
      },
      // Two /org pages platform admins use whatever their account type (spec 6.3), so they sit outside the
      // organization guard; anyone else without an organization goes to the dashboard as on every /org page.
      {
        element: <OrganizationPagesGuard />,
        children: [
          // The System Test Suite: org admins and platform admins; its item's rule (canRunSystemChecks) guards it.
          orgItem('testSuite', paths.org.testSuite.path, <SystemTestSuite />),
          // Security & Compliance: an organization's admins for theirs, platform admins for any organization
          // (?organization=<id>); the screen asks canViewSecurity.
          { path: paths.org.security.path, element: <SecurityCompliance /> },
        ],
      },

      // Organization area: organization accounts only
      {
        element: <OrganizationGuard />,
        children: [
          {
            path: paths.org.root.path,
            children: [
              { index: true, element: <Navigate to={paths.org.dashboard.href()} replace /> },
              { path: paths.org.dashboard.path, element: <EnhancedOrganizationDashboard /> },
              { path: paths.org.projects.path, element: <OrganizationProjectsList /> },
              { path: paths.org.tasks.path, element: <OrganizationTasksList /> },
              gated('teams', paths.org.teams.path, <OrganizationTeamsList />),
              // Items for some roles only (spec 6.3): 'Access Restricted' for other members
              orgItem('departments', paths.org.departments.path, <OrganizationDepartments />),
              orgItem('users', paths.org.users.path, <OrganizationUsers />),
              gatedItem('analytics', 'analytics', paths.org.analytics.path, <AdminAnalytics />),
              orgItem('settings', paths.org.settings.path, <OrganizationSettings />),
              orgItem('billing', paths.org.billing.path, <BillingSubscription />),
            ],
          },
          gatedItem(
            'enterprise',
            ENTERPRISE_DASHBOARD_ACCESS.feature,
            paths.enterprise.dashboard.path,
            <EnterpriseDashboard />,
          ),
          // The alternative organization layout's links (spec 2.2, 2.3). A screen that is also an /org item
          // keeps that item's rule; the menu's own permission flags (6.3) guard the rest.
          { path: paths.organization.root.path, element: <EnhancedOrganizationDashboard /> },
          permissionRoute(
            'canManageDepartments',
            paths.organization.departments.path,
            <DepartmentManagement />,
          ),
          permissionRoute('canInviteUsers', paths.organization.invite.path, <UserInvitation />),
          permissionRoute(
            'canViewOrganizationSettings',
            paths.organization.settings.path,
            <OrganizationSettings />,
          ),
          orgItem('users', paths.organization.users.path, <OrganizationUsers />),
          gatedItem('analytics', 'analytics', paths.organization.analytics.path, <AdminAnalytics />),
          orgItem('billing', paths.organization.billing.path, <BillingSubscription />),
          {
            element: <RoleGuard roles={ROUTE_ROLES.adminOnly} />,
            children: [{ path: paths.organization.reports.path, element: <Reports /> }],
          },
        ],
      },
    ],
  },

  // Anything else goes to the root, which sends each visitor to their start page.
  { path: '*', element: <Navigate to={paths.root.href()} replace /> },
];

/** The signed-in area's route table, matched under the public table's catch-all route (router.tsx). */
export function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}

/**
 * Starts loading the layouts and screen of the signed-in page at `pathname` (see preloadRoute in router.tsx),
 * and the screen's first answers with them; settles when the code has loaded.
 */
export function preloadSignedInRoute(pathname: string, search = ''): Promise<void> {
  return preloadMatchedScreens(matchRoutes(signedInRoutes, pathname), { data: true, search });
}
