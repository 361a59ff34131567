import { SESSION_FINGERPRINT_CHECK_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../http';
import { createMemoryTokenStorage } from '../token-storage';
import {
  authQueryKeys,
  currentUserQueryOptions,
  domainCheckQueryOptions,
  sessionCheckQueryOptions,
} from './auth';

const client = createApiClient({
  baseUrl: 'http://127.0.0.1:9/api/v1',
  tokenStorage: createMemoryTokenStorage(),
});

describe('auth query options', () => {
  it('keys the current user, the session check and each domain lookup apart', () => {
    expect(currentUserQueryOptions(client).queryKey).toEqual(['auth', 'me']);
    expect(sessionCheckQueryOptions(client).queryKey).toEqual(['auth', 'session']);
    expect(authQueryKeys.domainCheck(' Acme.COM ')).toEqual(['organizations', 'domain-check', 'acme.com']);
    // Everything about the session sits under one prefix, so sign-out can drop it at once.
    expect(currentUserQueryOptions(client).queryKey.slice(0, 1)).toEqual(authQueryKeys.all());
  });

  it('repeats the fingerprint check every 2 minutes and never retries a refused session', () => {
    const options = sessionCheckQueryOptions(client);
    expect(options.refetchInterval).toBe(SESSION_FINGERPRINT_CHECK_MS);
    expect(options.retry).toBe(false);
    expect(currentUserQueryOptions(client).retry).toBe(false);
  });

  it('looks a domain up only when it is longer than 3 characters', () => {
    expect(domainCheckQueryOptions(client, 'abc').enabled).toBe(false);
    expect(domainCheckQueryOptions(client, ' ab ').enabled).toBe(false);
    expect(domainCheckQueryOptions(client, 'ab.c').enabled).toBe(true);
  });
});
