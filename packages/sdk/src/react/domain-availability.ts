import {
  DOMAIN_CHECK_DEBOUNCE_MS,
  type DomainAvailability,
  isValidDomain,
  ORG_MESSAGES,
  shouldCheckDomain,
  VALIDATION_MESSAGES,
} from '@app/domain';
import type { ApiClient } from '../http';
import { useDomainCheck } from './auth';
import { useDebouncedValue } from './debounce';

/**
 * The live domain check of organization registration (spec 4.4 and 5): the domain is looked up once typing has
 * paused for 500 ms, only when it is well formed and longer than 3 characters. The answer shown is always
 * for what is in the field now: while the field differs from the last looked-up domain, it is 'checking'.
 */
export function useDomainAvailability(client: ApiClient, domain: string): DomainAvailability {
  const normalized = domain.trim().toLowerCase();
  const worthChecking = isValidDomain(normalized) && shouldCheckDomain(normalized);
  const settled = useDebouncedValue(worthChecking ? normalized : '', DOMAIN_CHECK_DEBOUNCE_MS);
  const check = useDomainCheck(client, settled);
  if (!worthChecking) return { kind: 'idle' };
  if (settled !== normalized || check.isPending) return { kind: 'checking' };
  if (check.isError) return { kind: 'failed', error: ORG_MESSAGES.checkDomainFailed };
  const result = check.data;
  if (result.available) return { kind: 'available', message: result.message };
  return {
    kind: 'taken',
    error: result.error ?? VALIDATION_MESSAGES.domainUnavailable,
    suggestions: result.suggestions,
  };
}
