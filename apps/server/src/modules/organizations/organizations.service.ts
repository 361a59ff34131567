import {
  type AvailabilityResult,
  type DomainCheckResult,
  isValidDomain,
  type Organization,
  type OrganizationRegistrationPayload,
  SUBSCRIPTION_TIERS,
  type SubscriptionTier,
  VALIDATION_MESSAGES,
} from '@app/domain';
import type { AppDb } from '../../db/client';
import type { OrganizationRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import { AUTH_SERVER_MESSAGES, findUserByEmail, type SessionSubject } from '../auth';
import { defaultOrganizationBranding } from './branding';
import {
  findOrganizationByDomain,
  insertOrganizationWithAdmin,
  takenDomains,
  takenSubdomains,
} from './organizations.queries';

export const ORGANIZATION_SERVER_MESSAGES = {
  domainAvailable: 'Domain is available',
  domainTaken: 'An organization with this domain is already registered',
  domainInvalid: VALIDATION_MESSAGES.domainUnavailable,
  registered: 'Organization registered successfully',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** A new organization starts on the free tier with this many days of trial (the subscription gate, spec 6.5). */
export const TRIAL_DAYS = 14;
const MAX_SUGGESTIONS = 3;
const MAX_NAME_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 2000;
const MAX_PASSWORD_LENGTH = 1024;

/** Subdomains that name parts of the product or common services: never given to an organization. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'auth',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'platform',
  'org',
]);

function splitDomain(domain: string): { label: string; rest: string } {
  const dot = domain.indexOf('.');
  return { label: domain.slice(0, dot), rest: domain.slice(dot + 1) };
}

function domainCandidates(domain: string): string[] {
  const { label, rest } = splitDomain(domain);
  const candidates = [
    `${label}hq.${rest}`,
    `get${label}.${rest}`,
    `${label}-team.${rest}`,
    `${label}app.${rest}`,
    `${label}.io`,
    `${label}.co`,
    `${label}-group.${rest}`,
    `try${label}.${rest}`,
  ];
  return [...new Set(candidates)].filter((candidate) => candidate !== domain && isValidDomain(candidate));
}

/** Up to three domains close to `domain` that no organization uses. */
export async function suggestDomains(db: AppDb, domain: string): Promise<string[]> {
  const candidates = domainCandidates(domain);
  const taken = await takenDomains(db, candidates);
  return candidates.filter((candidate) => !taken.has(candidate)).slice(0, MAX_SUGGESTIONS);
}

/** Spec section 3 domain check: availability, the organization that has it, and free alternatives. */
export async function checkDomain(db: AppDb, rawDomain: string): Promise<DomainCheckResult> {
  const domain = rawDomain.trim().toLowerCase();
  if (!isValidDomain(domain)) {
    return {
      available: false,
      organization: null,
      error: ORGANIZATION_SERVER_MESSAGES.domainInvalid,
      suggestions: [],
    };
  }
  const existing = await findOrganizationByDomain(db, domain);
  if (!existing) return { available: true, organization: null, suggestions: [] };
  return {
    available: false,
    organization: { name: existing.name, domain: existing.domain, isActive: existing.isActive },
    error: ORGANIZATION_SERVER_MESSAGES.domainTaken,
    suggestions: await suggestDomains(db, domain),
  };
}

export async function checkDomainAvailability(db: AppDb, domain: string): Promise<AvailabilityResult> {
  const result = await checkDomain(db, domain);
  return { available: result.available, suggestions: result.suggestions ?? [] };
}

function subdomainCandidates(subdomain: string): string[] {
  const candidates = [
    `${subdomain}-team`,
    `${subdomain}hq`,
    `${subdomain}-app`,
    `get${subdomain}`,
    `${subdomain}1`,
  ];
  // A subdomain label is at most 63 characters.
  return candidates.filter((candidate) => candidate.length <= 63 && !RESERVED_SUBDOMAINS.has(candidate));
}

/** POST /organizations/check-subdomain: free when no organization uses it and it is not reserved. */
export async function checkSubdomain(db: AppDb, subdomain: string): Promise<AvailabilityResult> {
  const wanted = subdomain.toLowerCase();
  const candidates = subdomainCandidates(wanted);
  const taken = await takenSubdomains(db, [wanted, ...candidates]);
  const available = !RESERVED_SUBDOMAINS.has(wanted) && !taken.has(wanted);
  return {
    available,
    suggestions: available
      ? []
      : candidates.filter((candidate) => !taken.has(candidate)).slice(0, MAX_SUGGESTIONS),
  };
}

function checkLength(value: string | undefined, field: string, max: number): void {
  if (value !== undefined && value.length > max) {
    throw new AppError(400, ORGANIZATION_SERVER_MESSAGES.tooLong(field, max));
  }
}

async function domainTakenError(db: AppDb, domain: string): Promise<AppError> {
  return new AppError(409, ORGANIZATION_SERVER_MESSAGES.domainTaken, {
    suggestions: await suggestDomains(db, domain),
  });
}

/**
 * POST /organizations/register: the organization and its admin (org_admin, isOrgAdmin, accountType
 * 'organization'), whose email must be on the organization's domain. The subdomain is the domain's first
 * label when that is free. On a taken domain the error's details carry free alternatives.
 */
export async function registerOrganization(
  db: AppDb,
  payload: OrganizationRegistrationPayload,
): Promise<{ organization: OrganizationRow; admin: SessionSubject }> {
  checkLength(payload.organizationName, 'Organization name', MAX_NAME_LENGTH);
  checkLength(payload.description, 'Description', MAX_DESCRIPTION_LENGTH);
  checkLength(payload.adminName, 'Admin name', MAX_NAME_LENGTH);
  checkLength(payload.adminJobTitle, 'Job title', MAX_NAME_LENGTH);
  checkLength(payload.adminPassword, 'Password', MAX_PASSWORD_LENGTH);

  if (await findOrganizationByDomain(db, payload.domain)) throw await domainTakenError(db, payload.domain);
  if (await findUserByEmail(db, payload.adminEmail)) {
    throw new AppError(409, AUTH_SERVER_MESSAGES.emailAlreadyRegistered);
  }

  const { label } = splitDomain(payload.domain);
  const subdomainFree =
    label.length <= 63 && !RESERVED_SUBDOMAINS.has(label) && !(await takenSubdomains(db, [label])).has(label);
  const passwordHash = await hashPassword(payload.adminPassword);
  try {
    const { organization, adminId } = await insertOrganizationWithAdmin(
      db,
      {
        name: payload.organizationName,
        domain: payload.domain,
        subdomain: subdomainFree ? label : null,
        description: payload.description || null,
        subscriptionTier: 'free',
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
        branding: defaultOrganizationBranding(),
      },
      {
        name: payload.adminName,
        email: payload.adminEmail,
        passwordHash,
        // The same role fields as the demo organization admin: the spec's sidebar (6.2) reads role 'admin'.
        role: 'admin',
        systemRole: 'admin',
        orgRole: 'org_admin',
        accountType: 'organization',
        isOrgAdmin: true,
        jobTitle: payload.adminJobTitle || null,
      },
    );
    return { organization, admin: { id: adminId, tokenVersion: 0 } };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone else took the domain, subdomain or email a moment ago: say which.
    if (await findOrganizationByDomain(db, payload.domain)) throw await domainTakenError(db, payload.domain);
    if (await findUserByEmail(db, payload.adminEmail)) {
      throw new AppError(409, AUTH_SERVER_MESSAGES.emailAlreadyRegistered);
    }
    throw new AppError(409, ORGANIZATION_SERVER_MESSAGES.domainTaken);
  }
}

function subscriptionTier(value: string): SubscriptionTier {
  return (SUBSCRIPTION_TIERS as readonly string[]).includes(value) ? (value as SubscriptionTier) : 'free';
}

/** The organization as the API shows it (spec section 3); billing stays out of it. */
export function toOrganization(row: OrganizationRow): Organization {
  return {
    _id: row.id,
    name: row.name,
    logo: row.logo,
    subdomain: row.subdomain,
    domain: row.domain,
    description: row.description,
    isActive: row.isActive,
    subscriptionTier: subscriptionTier(row.subscriptionTier),
    trialEndsAt: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    branding: row.branding,
    createdAt: row.createdAt.toISOString(),
  };
}
