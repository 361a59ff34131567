// The message catalogue: every text of spec sections 5 and 8 (and the fixed UI texts of sections 2.x) lives here
// once. Where two places show the same words, one constant refers to the other instead of repeating the text.

// The sign-in and registration texts (and the session texts a sign-in can fail with) live in their own module
// (same catalogue): the sign-in screens' first download needs them, and none of the others.
export {
  AUTH_MESSAGES,
  type AuthErrorContext,
  loginErrorMessage,
  registrationErrorMessage,
  SESSION_MESSAGES,
  VALIDATION_MESSAGES,
} from './auth-messages';

import { AUTH_MESSAGES } from './auth-messages';

/**
 * Joining an organization by a proven address (spec 2.5): an account registered on an organization's domain
 * joins it once the link mailed to that address is followed.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  checkEmailTitle: 'Check your email',
  checkEmail: (organizationName: string, email: string) =>
    `To join ${organizationName}, follow the link we sent to ${email}. It works once, within 24 hours. Until then your account is an individual account.`,
  continueToApp: 'Continue to TaskFlow',
  verifyingTitle: 'Verifying your email',
  verifying: 'Checking your link…',
  verifiedTitle: 'Email verified',
  verified: (organizationName: string) =>
    `Your address is verified: you are now a member of ${organizationName}.`,
  failedTitle: 'Verification failed',
  invalidLink:
    'This verification link is invalid, has expired or has already been used. Verification links work once, within 24 hours.',
  backToSignIn: 'Back to sign in',
  resend: 'Send a new link',
  nothingToResend: 'There is no address of yours waiting to be confirmed.',
} as const;

/** Project invitation messages of spec 8.3 and the invitation screens. */
export const INVITATION_MESSAGES = {
  invalidLink: 'Invalid invitation link: Missing token or project ID.',
  invalidOrExpired: 'Invalid or expired invitation...',
  processingFailed: 'Failed to process invitation...',
  sessionNotFound: 'Authentication session not found. Please try logging in again.',
  validateFailed: 'Failed to validate invitation',
  acceptFailed: 'Failed to accept invitation',
  declineFailed: 'Failed to decline invitation',
  cancelFailed: 'Failed to cancel invitation',
  goToProjectNow: 'Go to Project Now',
  goToDashboard: 'Go to Dashboard',
  neverExpires: 'Never expires',
  expired: 'Expired',
  expiresSoon: 'Expires soon',
  // What the server says (project invitations).
  /** One text for an unknown, used, declined, cancelled or expired link: nobody learns which. */
  notFound: 'This invitation link is invalid, has expired or has already been used.',
  sent: (email: string) => `Invitation sent to ${email}`,
  resent: (email: string) => `A new invitation was sent to ${email}`,
  cancelled: 'Invitation cancelled',
  joined: (project: string) => `You joined ${project}`,
  declined: 'Invitation declined',
  authRequired: 'Sign in or create an account with the invited email to accept this invitation.',
  wrongAccount: (invited: string, current: string) =>
    `This invitation is for ${invited}, but you are signed in as ${current}.`,
  alreadyMember: 'This person is already a member of the project',
  youAreAlreadyMember: 'You are already a member of this project',
  alreadyPending: 'An invitation to this email is already waiting for an answer. Resend it from the list.',
  cannotInvite: 'You do not have permission to invite people to this project',
  teamLeadInvitesMembersOnly: 'Team leads can invite team members only',
  otherOrganization: "Only people of the project's organization can be invited to it",
  accountExists: 'An account with this email already exists. Sign in to accept the invitation.',
  invitationNotFound: 'Invitation not found',
  notResendable: 'This invitation was accepted or cancelled and cannot be sent again',
  sendFailed: 'Failed to send invitation',
  resendFailed: 'Failed to resend invitation',
  loadFailed: 'Failed to load invitations',
} as const;

/** Organization call fallbacks of spec 8.4. */
export const ORG_MESSAGES = {
  fetchCurrentFailed: 'Failed to fetch current organization',
  fetchAllFailed: 'Failed to fetch organizations',
  fetchFailed: 'Failed to fetch organization',
  createFailed: 'Failed to create organization',
  updateFailed: 'Failed to update organization',
  deleteFailed: 'Failed to delete organization',
  fetchDepartmentsFailed: 'Failed to fetch departments',
  createDepartmentFailed: 'Failed to create department',
  updateDepartmentFailed: 'Failed to update department',
  deleteDepartmentFailed: 'Failed to delete department',
  fetchUsersFailed: 'Failed to fetch organization users',
  sendInvitationFailed: INVITATION_MESSAGES.sendFailed,
  updateUserRoleFailed: 'Failed to update user role',
  removeUserFailed: 'Failed to remove user',
  fetchStatsFailed: 'Failed to fetch organization statistics',
  checkDomainFailed: 'Failed to check domain availability',
  checkSubdomainFailed: 'Failed to check subdomain availability',
  fetchBillingFailed: 'Failed to fetch billing information',
  updateBillingFailed: 'Failed to update billing information',
} as const;

/** Permission errors of spec 8.5. */
export const PERMISSION_MESSAGES = {
  switchOrganizations: 'Insufficient permissions to switch organizations',
  createOrganizations: 'Insufficient permissions to create organizations',
  updateOrganization: 'Insufficient permissions to update organization',
  createDepartments: 'Insufficient permissions to create departments',
} as const;

// The organization workspace's refusals. Where spec 8.5 has a text for the action it is that text;
// the others follow its wording.
const ORG_DENIED = {
  ...PERMISSION_MESSAGES,
  viewOrganization: 'Insufficient permissions to view organization',
  deleteOrganizations: 'Insufficient permissions to delete organizations',
  listOrganizations: 'Insufficient permissions to list organizations',
  manageDepartments: 'Insufficient permissions to manage departments',
  viewUsers: 'Insufficient permissions to view organization users',
  inviteUsers: 'Insufficient permissions to invite users',
  manageUsers: 'Insufficient permissions to manage organization users',
  manageTeams: 'Insufficient permissions to manage teams',
  manageProjects: 'Insufficient permissions to manage projects',
  manageOrganizations: 'Insufficient permissions to manage organizations',
  viewOrganizationSettings: 'Insufficient permissions to view organization settings',
} as const;

/**
 * The 403 of a route guard that names a permission, by the permission's name in PERMISSIONS (permissions.ts
 * holds the two lists equal): the text of spec 8.5 where it has one for what the permission guards, else one in
 * its wording. Permissions every signed-in user holds keep a text too, so that a rule made stricter one day
 * refuses in words.
 */
export const PERMISSION_DENIED_MESSAGES = {
  canManageAllOrganizations: ORG_DENIED.manageOrganizations,
  canCreateOrganizations: ORG_DENIED.createOrganizations,
  canManageOrganization: ORG_DENIED.updateOrganization,
  canViewOrganizationSettings: ORG_DENIED.viewOrganizationSettings,
  canInviteUsers: ORG_DENIED.inviteUsers,
  canManageDepartments: ORG_DENIED.createDepartments,
  // Guards department and team changes alike; a department manager's own refusals come from the policy.
  canManageDepartment: ORG_DENIED.manageDepartments,
  canCreateProjects: 'Insufficient permissions to create projects',
  canViewProjects: 'Insufficient permissions to view projects',
  canManageProfile: 'Insufficient permissions to manage the profile',
  canViewDashboard: 'Insufficient permissions to view the dashboard',
  canCreateTasks: 'Insufficient permissions to create tasks',
  canViewTasks: 'Insufficient permissions to view tasks',
  canViewTeams: 'Insufficient permissions to view teams',
  canViewDepartments: 'Insufficient permissions to view departments',
  canViewUsers: ORG_DENIED.viewUsers,
  canViewAnalytics: 'Insufficient permissions to view analytics',
  canViewEnterprise: 'Insufficient permissions to view the enterprise dashboard',
  canManagePlatform: 'Insufficient permissions to manage the platform',
  canRunSystemChecks: 'Insufficient permissions to run the system test suite',
  canAdministerUsers: 'Insufficient permissions to manage users',
  canManageBilling: 'Insufficient permissions to manage billing',
} as const;

/** Field checks of the organization workspace's payloads. */
export const ORG_FIELD_MESSAGES = {
  urlScheme: 'Enter an address starting with http:// or https://',
  customCssTooLong: 'Custom CSS is too long',
  customCssMarkup: 'Custom CSS must not contain markup',
  customCssImport: 'Custom CSS must not use @import',
  customCssScript: 'Custom CSS must not contain scripts or expressions',
  customCssExternalUrl: 'Custom CSS may only load same-site images',
  departmentNameRequired: 'Department name is required',
  teamNameRequired: 'Team name is required',
  departmentCycle: 'A department cannot be moved inside itself',
  departmentHasChildren: 'Move or delete its sub-departments first',
  departmentNotFound: 'Department not found',
  teamNotFound: 'Team not found',
  memberNotFound: 'Member not found',
  organizationNotFound: 'Organization not found',
  notAMember: 'Everyone named must belong to the organization',
  departmentNameTaken: 'A department with this name already exists',
  teamNameTaken: 'A team with this name already exists',
  subdomainTaken: 'This subdomain is already taken',
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  logoTooLarge: 'The logo must be at most 1 MiB',
} as const;

/** Refusals and rule texts of the organization workspace: the 403 of each action, and the role invariants. */
export const ORG_POLICY_MESSAGES = {
  denied: {
    'organization.view': ORG_DENIED.viewOrganization,
    'organization.update': ORG_DENIED.updateOrganization,
    'organization.create': ORG_DENIED.createOrganizations,
    'organization.delete': ORG_DENIED.deleteOrganizations,
    'organization.listAll': ORG_DENIED.listOrganizations,
    'department.create': ORG_DENIED.createDepartments,
    'department.update': ORG_DENIED.manageDepartments,
    'department.delete': ORG_DENIED.manageDepartments,
    'member.view': ORG_DENIED.viewUsers,
    'member.invite': ORG_DENIED.inviteUsers,
    'member.changeRole': ORG_DENIED.manageUsers,
    'member.remove': ORG_DENIED.manageUsers,
    'team.create': ORG_DENIED.manageTeams,
    'team.update': ORG_DENIED.manageTeams,
    'team.delete': ORG_DENIED.manageTeams,
    'project.manage': ORG_DENIED.manageProjects,
  },
  ownRole: 'You cannot change your own role',
  removeSelf: 'You cannot remove yourself from the organization',
  roleAboveOwn: 'You cannot grant a role above your own',
  onlyAdminsChangeAdmins: "Only organization admins can change another admin's role or membership",
  targetAboveActor: 'You cannot change someone whose role is above your own',
  lastAdminDemoted: 'The last organization admin cannot be demoted',
  lastAdminRemoved: 'The last organization admin cannot be removed',
  /** A platform admin of no organization called without naming the organization the call is about. */
  organizationNotNamed: 'Name the organization (organizationId)',
} as const;

/** The finance access gate (spec 2.6 and section 5). */
export const FINANCE_MESSAGES = {
  title: 'Finance Dashboard Access',
  submit: 'Access Finance Dashboard',
  submitting: 'Authenticating...',
  logout: 'Logout',
  success: 'Authentication successful!',
  invalidCredentials: 'Invalid credentials. Please try again.',
  unexpectedFailure: AUTH_MESSAGES.authenticationFailed,
} as const;

/** Assistant failures (spec 8.7) and the widget's fixed texts (spec 2.8). */
export const ASSISTANT_MESSAGES = {
  sendFailure: "Sorry, I'm having trouble right now. Please try again in a moment.",
  noResponse: 'Failed to get response from chatbot',
  functionFailed: 'Function execution failed',
  clearHistoryFailed: 'Failed to clear chat history',
  badge: 'AI',
  tooltip: 'Boost Your Productivity! Get instant help with tasks, projects, and team management.',
  startChatting: 'Start Chatting Now',
  greeting: "Hello! I'm the assistant",
  tryAsking: 'Try asking',
  thinking: 'Thinking...',
  inputPlaceholder: 'Ask me anything about your projects...',
  showMore: 'Show more',
  showLess: 'Show less',
  viewAllTasks: 'View All Tasks',
} as const;

// The shell and status texts live in their own module (same catalogue): the error and loading screens of every
// page's first download need them, and none of the messages below.
export { NOT_FOUND_TEXTS, SCREEN_TEXTS } from './screen-texts';

/** Header greeting when a page sets no title: 'Welcome back, {first name}!'. */
export function welcomeBackText(name: string | null | undefined): string {
  const firstName = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return firstName ? `Welcome back, ${firstName}!` : 'Welcome back!';
}
