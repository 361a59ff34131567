import type {
  AvailabilityResult,
  DomainCheckResult,
  Organization,
  OrganizationRegistrationPayload,
  OrganizationRegistrationResult,
} from '@app/domain';
import { ApiError } from './errors';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the screen: see schemas/account.ts.
const schemas = () => import('./schemas/account');
const AvailabilityAnswerSchema = lazySchema(schemas, 'AvailabilityAnswerSchema');
const DomainCheckAnswerSchema = lazySchema(schemas, 'DomainCheckAnswerSchema');
const OrganizationRegistrationAnswerSchema = lazySchema(schemas, 'OrganizationRegistrationAnswerSchema');
const CurrentOrganizationAnswerSchema = lazySchema(schemas, 'CurrentOrganizationAnswerSchema');

/** The organization registration answer: token, admin user, organization and the server's message. */
export type OrganizationRegistration = OrganizationRegistrationResult & { message?: string };

/** The domain check (spec section 3) with the server's message; `suggestions` is always a list. */
export type DomainCheck = DomainCheckResult & { message: string; suggestions: string[] };

/**
 * Registers an organization and its admin (POST /organizations/register) and signs the admin in: the token is
 * kept in the client's token storage. On a taken domain the ApiError carries free alternatives, see
 * {@link errorSuggestions}.
 */
export async function registerOrganization(
  client: ApiClient,
  payload: OrganizationRegistrationPayload,
): Promise<OrganizationRegistration> {
  const answer = await client.post('organizations/register', OrganizationRegistrationAnswerSchema, payload);
  client.tokenStorage.set(answer.data.token);
  return answer.message === undefined ? answer.data : { ...answer.data, message: answer.message };
}

/**
 * Looks a domain up (GET /organizations/domain-check/{domain}): whether it is free, the organization that has
 * it, and free alternatives. Also answers the individual registration's 'you will join' question.
 */
export async function checkDomain(client: ApiClient, domain: string): Promise<DomainCheck> {
  const answer = await client.get(
    `organizations/domain-check/${encodeURIComponent(domain.trim().toLowerCase())}`,
    DomainCheckAnswerSchema,
  );
  return {
    ...answer.data,
    message: answer.message,
    suggestions: answer.data.suggestions ?? answer.suggestions,
  };
}

/** Whether a domain is free for a new organization (POST /organizations/check-domain). */
export async function checkDomainAvailability(
  client: ApiClient,
  domain: string,
): Promise<AvailabilityResult> {
  const { available, suggestions } = await client.post(
    'organizations/check-domain',
    AvailabilityAnswerSchema,
    {
      domain,
    },
  );
  return suggestions === undefined ? { available } : { available, suggestions };
}

/** Whether a subdomain is free (POST /organizations/check-subdomain). */
export async function checkSubdomain(client: ApiClient, subdomain: string): Promise<AvailabilityResult> {
  const { available, suggestions } = await client.post(
    'organizations/check-subdomain',
    AvailabilityAnswerSchema,
    { subdomain },
  );
  return suggestions === undefined ? { available } : { available, suggestions };
}

/**
 * The alternatives a failed organization registration suggests (spec 7.7: shown one by one as info toasts);
 * empty for any other error.
 */
export function errorSuggestions(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details as { suggestions?: unknown } | null | undefined;
  const suggestions = details?.suggestions;
  return Array.isArray(suggestions)
    ? suggestions.filter((item): item is string => typeof item === 'string')
    : [];
}

/** The signed-in user's organization (GET /organizations/current), with its branding; 404 for individuals. */
export async function getCurrentOrganization(client: ApiClient): Promise<Organization> {
  return (await client.get('organizations/current', CurrentOrganizationAnswerSchema)).data;
}
