import type { SubscriptionTier } from './organization';
// SUBSCRIPTION_TIERS is PLAN_IDS (organization.ts), named here from plans.ts: organization.ts defines schemas,
// and this module is on the organization dashboard's first download, which must not bring zod.
import { isPlanId, PLANS, PLAN_IDS as SUBSCRIPTION_TIERS } from './plans';

// The texts of the platform console, the system users screen and the multi-organization dashboard.
// Plans come from SUBSCRIPTION_TIERS, so the plan select follows that one list.

/** A plan as people read it; driven by SUBSCRIPTION_TIERS, so a plan added there shows here. */
export function planLabel(tier: string): string {
  return isPlanId(tier) ? PLANS[tier].name : tier.charAt(0).toUpperCase() + tier.slice(1);
}

export const PLAN_OPTIONS: readonly { value: SubscriptionTier; label: string }[] = SUBSCRIPTION_TIERS.map(
  (tier) => ({ value: tier, label: planLabel(tier) }),
);

export const PLATFORM_TEXTS = {
  title: 'Platform Admin',
  testSuiteLink: 'System Test Suite',
  exportAssistantFeedback: 'Export assistant feedback',
  exportAssistantFeedbackFailed: 'The assistant feedback could not be exported',
  subtitle: 'Every organization on the platform, their plans and the people with platform roles.',
  figuresLabel: 'Platform figures',
  figures: {
    activeOrganizations: 'Active organizations',
    inactiveOrganizations: 'Inactive organizations',
    totalUsers: 'Users',
    totalProjects: 'Projects',
    totalTasks: 'Tasks',
  },
  organizationsTitle: 'Organizations',
  organizationsLabel: 'All organizations',
  searchOrganizations: 'Search organizations',
  createOrganization: 'Create organization',
  editOrganization: (name: string) => `Edit ${name}`,
  planOf: (name: string) => `Plan of ${name}`,
  activate: (name: string) => `Activate ${name}`,
  deactivate: (name: string) => `Deactivate ${name}`,
  activateLabel: 'Activate',
  deactivateLabel: 'Deactivate',
  deactivateConfirmTitle: (name: string) => `Deactivate ${name}?`,
  deactivateConfirmBody:
    'Its members are signed out at once and cannot sign in until the organization is activated again.',
  deleteOrganization: (name: string) => `Delete ${name}`,
  deleteLabel: 'Delete',
  deleteConfirmTitle: (name: string) => `Delete ${name}?`,
  deleteConfirmBody:
    'Its departments, teams and work are deleted for good. Its members keep their accounts, as individual accounts. This cannot be undone.',
  deleted: (name: string) => `${name} deleted`,
  columns: {
    name: 'Organization',
    domain: 'Domain',
    plan: 'Plan',
    status: 'Status',
    created: 'Created',
    actions: 'Actions',
  },
  active: 'Active',
  inactive: 'Inactive',
  noOrganizations: 'No organizations match',
  form: {
    createTitle: 'Create organization',
    editTitle: 'Edit organization',
    name: 'Name',
    domain: 'Domain',
    description: 'Description',
    plan: 'Plan',
    create: 'Create',
    save: 'Save',
  },
  planTrialOf: (name: string) => `Plan and trial of ${name}`,
  planTrial: {
    title: (name: string) => `Plan and trial of ${name}`,
    intro:
      'Set the plan and the end of the trial, as the customer asked. The change is recorded in the audit log.',
    plan: 'Plan',
    trialEnds: 'Trial ends',
    noTrial: 'Leave empty for no trial',
    save: 'Save',
  },
  planTrialSaved: (name: string) => `${name}: plan and trial saved`,
  picker: {
    title: 'Choose an organization',
    intro: (pageName?: string) =>
      `You belong to no organization: choose the one whose ${pageName ?? 'pages'} you want to see.`,
    label: 'Organization',
    placeholder: 'Choose…',
    loading: 'Loading organizations…',
    none: 'There are no organizations yet.',
  },
  created: (name: string) => `${name} created`,
  saved: (name: string) => `${name} saved`,
  planChanged: (name: string, plan: string) => `${name} is on the ${plan} plan now`,
  activated: (name: string) => `${name} activated`,
  deactivated: (name: string) => `${name} deactivated; its members were signed out`,
  usersTitle: 'Users and platform roles',
  usersLabel: 'Platform users',
  searchUsers: 'Search users by name or email',
  platformRoleOf: (name: string) => `Platform role of ${name}`,
  noPlatformRole: 'None',
  platformRoleChanged: (name: string) => `Platform role of ${name} changed`,
  loadFailed: 'Failed to load the platform data',
  actionFailed: 'The change could not be saved',
} as const;

export const SYSTEM_USERS_TEXTS = {
  title: 'System Users',
  subtitleAll: 'Every user of the system, with their roles, status and last sign-in.',
  subtitleOrganization: 'Every user of your organization, with their roles, status and last sign-in.',
  tableLabel: 'System users',
  search: 'Search users by name or email',
  columns: {
    name: 'User',
    roles: 'Roles',
    organization: 'Organization',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
  },
  active: 'Active',
  disabled: 'Disabled',
  never: 'Never',
  disable: (name: string) => `Disable ${name}`,
  enable: (name: string) => `Enable ${name}`,
  disableLabel: 'Disable',
  enableLabel: 'Enable',
  disableConfirmTitle: (name: string) => `Disable ${name}?`,
  disableConfirmBody: 'They are signed out everywhere at once and cannot sign in until enabled again.',
  disabledToast: (name: string) => `${name} disabled and signed out`,
  enabledToast: (name: string) => `${name} enabled`,
  you: 'You',
  noUsers: 'No users match',
  loadFailed: 'Failed to load users',
  actionFailed: 'The change could not be saved',
} as const;

export const ENTERPRISE_TEXTS = {
  title: 'Multi-organization Dashboard',
  subtitle: 'Every organization you manage, side by side.',
  totalsLabel: 'Across your organizations',
  totals: {
    organizations: 'Organizations',
    members: 'Members',
    projects: 'Projects',
    openTasks: 'Open tasks',
    overdueTasks: 'Overdue tasks',
  },
  listLabel: 'Your organizations',
  current: 'Current',
  inactive: 'Inactive',
  switchTo: (name: string) => `Switch to ${name}`,
  switchLabel: 'Switch',
  switched: (name: string) => `You are working in ${name} now`,
  none: 'You do not administer any organization yet.',
  loadFailed: 'Failed to load your organizations',
  switchFailed: 'Failed to switch organizations',
} as const;
