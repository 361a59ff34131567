// Texts and limits of the organization workspace's parts that the spec leaves open. Zod-free, so a
// screen or a part that shows them does not load a schema.

/** Organization logos: PNG, JPEG or WebP up to 1 MiB (the server also checks the file's magic bytes). */
export const ORGANIZATION_LOGO_MAX_BYTES = 1024 * 1024;
export const ORGANIZATION_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type OrganizationLogoType = (typeof ORGANIZATION_LOGO_TYPES)[number];

/** Texts of the invite dialog, the member table, the department tree and the branding editor. */
export const ORG_TEXTS = {
  inviteTitle: 'Invite a member',
  inviteIntro: 'We email them a link to join. It works once, within 7 days.',
  inviteEmailRequired: 'Enter the email address of the person to invite',
  inviteRoleRequired: 'Choose a role',
  inviteOrganization: 'Organization',
  inviteOrganizationRequired: 'Choose the organization to invite into',
  inviteSubmit: 'Send invitation',
  noDepartment: 'No department',
  noMembers: 'No members found',
  noDepartments: 'No departments yet',
  removeMemberTitle: 'Remove this member?',
  removeMemberMessage: (name: string) =>
    `${name} loses access to the organization at once. Their open tasks are unassigned; their history stays.`,
  neverActive: 'Never',
  contrastWarning: (colour: string, value: string, ratio: string) =>
    `Text on the ${colour} (${value}) reaches at most ${ratio}:1, below the 4.5:1 of WCAG AA. The app uses a shade adjusted for contrast instead.`,
  invalidFont: 'Use letters, digits, spaces, hyphens and dots; separate fonts with commas',
  resetBrandingTitle: 'Reset the branding to the default?',
  resetBrandingMessage:
    'Colours, fonts and custom CSS go back to the default look for every member. The logo stays.',
} as const;
