import { hasPermission, type Permission, type RoleSubject } from './permissions';
import { GLOBAL_SHORTCUTS } from './shortcuts';

// The help page (/help): getting started, what each role may do (evaluated from the same rules the server's
// guards use), keyboard shortcuts and where to get help. No zod here: the screen loads it with its first chunk.

/** A sample person of each role: the help page's table asks the permission rules about them. */
export const HELP_ROLES: readonly { id: string; label: string; subject: RoleSubject }[] = [
  {
    id: 'individual',
    label: 'Individual',
    subject: { id: 'sample', role: 'user', systemRole: 'user', accountType: 'individual' },
  },
  {
    id: 'member',
    label: 'Organization member',
    subject: {
      id: 'sample',
      systemRole: 'user',
      orgRole: 'member',
      accountType: 'organization',
      organizationId: 'org',
    },
  },
  {
    id: 'dept_manager',
    label: 'Department manager',
    subject: {
      id: 'sample',
      systemRole: 'user',
      orgRole: 'dept_manager',
      isDeptManager: true,
      accountType: 'organization',
      organizationId: 'org',
      departmentId: 'department',
    },
  },
  {
    id: 'enterprise_admin',
    label: 'Enterprise admin',
    subject: {
      id: 'sample',
      systemRole: 'user',
      orgRole: 'enterprise_admin',
      accountType: 'organization',
      organizationId: 'org',
    },
  },
  {
    id: 'org_admin',
    label: 'Organization admin',
    subject: {
      id: 'sample',
      role: 'admin',
      systemRole: 'admin',
      orgRole: 'org_admin',
      isOrgAdmin: true,
      accountType: 'organization',
      organizationId: 'org',
    },
  },
  {
    id: 'platform_admin',
    label: 'Platform admin',
    subject: {
      id: 'sample',
      role: 'admin',
      systemRole: 'admin',
      platformRole: 'super_admin',
      accountType: 'individual',
    },
  },
];

/** The capabilities the help page lists, each decided by one named permission of PERMISSIONS. */
export const HELP_CAPABILITIES: readonly { permission: Permission; label: string }[] = [
  { permission: 'canCreateProjects', label: 'Create projects and tasks' },
  { permission: 'canViewTeams', label: 'See the organization’s projects, tasks and teams' },
  { permission: 'canViewDepartments', label: 'See departments and their people' },
  { permission: 'canViewAnalytics', label: 'See analytics' },
  { permission: 'canManageDepartment', label: 'Manage a department and its teams' },
  { permission: 'canInviteUsers', label: 'Invite people to the organization' },
  { permission: 'canManageOrganization', label: 'Change the organization’s settings and branding' },
  { permission: 'canAdministerUsers', label: 'Disable and enable users (System Users)' },
  { permission: 'canViewEnterprise', label: 'Use the multi-organization dashboard' },
  { permission: 'canManageAllOrganizations', label: 'Manage every organization (Platform Admin)' },
];

export interface RoleCapabilityRow {
  permission: Permission;
  label: string;
  /** Whether each role of HELP_ROLES has it, by role id. */
  allowed: Record<string, boolean>;
}

/** The role × capability table, computed from the permission rules (nothing is written down twice). */
export function roleCapabilityMatrix(
  roles: typeof HELP_ROLES = HELP_ROLES,
  capabilities: typeof HELP_CAPABILITIES = HELP_CAPABILITIES,
): RoleCapabilityRow[] {
  return capabilities.map(({ permission, label }) => ({
    permission,
    label,
    allowed: Object.fromEntries(roles.map((role) => [role.id, hasPermission(role.subject, permission)])),
  }));
}

/** A shortcut: `keys` pressed together, or, with `either`, any one of them, or, with `sequence`, one after the other. */
export interface HelpShortcut {
  keys: readonly string[];
  either?: boolean;
  sequence?: boolean;
  action: string;
  where: string;
}

/**
 * The keyboard shortcuts the app has, where they work: the command palette's, the global key handler's (the same
 * list it binds) and those of single components.
 */
export const HELP_SHORTCUTS: readonly HelpShortcut[] = [
  { keys: ['Ctrl', 'K'], action: 'Open the command palette (⌘K on a Mac)', where: 'Every signed-in page' },
  ...GLOBAL_SHORTCUTS,
  { keys: ['Enter'], action: 'Open the current task', where: 'Task lists and boards' },
  { keys: ['Alt', 'Shift', 'A'], action: 'Open or close the assistant', where: 'Every signed-in page' },
  { keys: ['Esc'], action: 'Close the assistant or a dialog', where: 'Assistant, dialogs' },
  { keys: ['Space'], action: 'Pick up or drop a task card; arrow keys move it', where: 'Task board' },
  { keys: ['Arrow keys'], action: 'Move between days', where: 'Calendar' },
  {
    keys: ['Page Up', 'Page Down'],
    either: true,
    action: 'Previous or next month (with Shift: year)',
    where: 'Calendar',
  },
  { keys: ['Home', 'End'], either: true, action: 'First or last day of the week', where: 'Calendar' },
  { keys: ['Enter'], action: 'Step into a day’s first event', where: 'Calendar' },
  { keys: ['M'], action: 'Move the focused event to another day', where: 'Calendar' },
  {
    keys: ['Arrow Up', 'Arrow Down'],
    either: true,
    action: 'Reorder the focused to-do',
    where: 'Quick Todo',
  },
  { keys: ['Ctrl', 'Enter'], action: 'Post a comment', where: 'Task comments' },
  { keys: ['Enter'], action: 'Send a message (Shift+Enter: new line)', where: 'Project discussion' },
];

export const HELP_TEXTS = {
  title: 'Help',
  subtitle: 'Getting started, what each role may do, keyboard shortcuts and where to get help.',
  gettingStarted: 'Getting started',
  individualTitle: 'On your own',
  individualSteps: [
    'Create an account from Register and confirm your email address.',
    'Create a project from My Projects, then add its tasks with due dates and priorities.',
    'Follow your work on the Dashboard, My Tasks and the Calendar; keep quick notes in Quick Todo.',
    'Invite people to a project from its page to work on it together.',
  ],
  organizationTitle: 'In an organization',
  organizationSteps: [
    'Register your organization with its company domain; you become its admin.',
    'Set up departments and teams, then invite your people from Invite Users.',
    'Give people their roles in Users: department managers run their departments, admins run the organization.',
    'Follow the organization on its dashboard, analytics and reports; billing and security are under Organization Settings.',
  ],
  rolesTitle: 'What each role may do',
  rolesIntro: 'Worked out from the same rules the server applies to every request.',
  rolesTableLabel: 'Capabilities by role',
  capabilityColumn: 'Capability',
  allowed: 'Allowed',
  notAllowed: 'Not allowed',
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsTableLabel: 'Keyboard shortcuts',
  shortcutColumns: { keys: 'Keys', action: 'Action', where: 'Where' },
  supportTitle: 'Where to get help',
  supportItems: [
    'Ask the assistant (Alt+Shift+A): it answers questions about your projects and tasks and can make changes for you.',
    'Your organization’s admins manage roles, departments and access: ask them when something is out of reach.',
    'If the app does not load, the error screen’s Emergency Login still signs you in.',
    'Your Profile lists your open sessions; end any you do not recognize and change your password.',
  ],
} as const;
