import {
  DOMAIN_CHECK_DEBOUNCE_MS,
  type DomainAvailability,
  isValidSubdomain,
  ORG_FIELD_MESSAGES,
  ORG_MESSAGES,
  ORG_SETTINGS_TEXTS,
} from '@app/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { checkSubdomain } from '../organizations';
import { useDebouncedValue } from './debounce';

/** The subdomain lookup (POST /organizations/check-subdomain); skipped for ''. Debounce the input first. */
export function subdomainCheckQueryOptions(client: ApiClient, subdomain: string) {
  return queryOptions({
    queryKey: ['organizations', 'subdomain-check', subdomain] as const,
    queryFn: subdomain ? () => checkSubdomain(client, subdomain) : skipToken,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * The live subdomain check of the organization settings, debounced like the domain check (spec 9): a well formed
 * subdomain other than the organization's own (`current`) is looked up once typing has paused. The answer is
 * always for what is in the field now: 'checking' while it differs from the last looked-up value.
 */
export function useSubdomainAvailability(
  client: ApiClient,
  subdomain: string,
  current: string | null | undefined,
): DomainAvailability {
  const normalized = subdomain.trim().toLowerCase();
  const worthChecking = isValidSubdomain(normalized) && normalized !== (current ?? '').toLowerCase();
  const settled = useDebouncedValue(worthChecking ? normalized : '', DOMAIN_CHECK_DEBOUNCE_MS);
  const check = useQuery(subdomainCheckQueryOptions(client, settled));
  if (!worthChecking) return { kind: 'idle' };
  if (settled !== normalized || check.isPending) return { kind: 'checking' };
  if (check.isError) return { kind: 'failed', error: ORG_MESSAGES.checkSubdomainFailed };
  if (check.data.available) return { kind: 'available', message: ORG_SETTINGS_TEXTS.subdomainAvailable };
  return {
    kind: 'taken',
    error: ORG_FIELD_MESSAGES.subdomainTaken,
    suggestions: check.data.suggestions ?? [],
  };
}
