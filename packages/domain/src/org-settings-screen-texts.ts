// Texts and rules of the organization settings and the filters of the organization's project and task lists
// that the spec leaves open (the lists' own texts are in list-screen-texts.ts). Zod-free, so the screens and
// the SDK's live check read them without a schema.

/** A subdomain: lowercase letters, digits and inner hyphens, at most 63 characters (one DNS label). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether `value` (trimmed, lowercased) can be a subdomain, so that looking it up makes sense. */
export function isValidSubdomain(value: string): boolean {
  return SUBDOMAIN_PATTERN.test(value.trim().toLowerCase());
}

export const ORG_SETTINGS_TEXTS = {
  subdomainInvalid: 'Use letters, digits and hyphens only',
  subdomainAvailable: 'Subdomain is available',
  profileSaved: 'Organization profile saved',
  brandingSaved: 'Branding saved: every member sees it now',
  brandingReset: 'Branding reset to the default',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Logo removed',
  allDepartments: 'All departments',
  allTeams: 'All teams',
} as const;
