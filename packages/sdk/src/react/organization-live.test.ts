// @vitest-environment jsdom
import type { Organization } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testId } from '../test-support';
import { useLiveOrganization } from './organization-live';
import { organizationQueryKeys } from './organizations';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';

const acme: Organization = {
  _id: testId(1),
  name: 'Acme Corporation',
  domain: 'acme.example',
  isActive: true,
  subscriptionTier: 'enterprise',
  branding: { primaryColor: '#047857' },
};
const globex: Organization = { ...acme, _id: testId(2), name: 'Globex', domain: 'globex.example' };
const currentKey = organizationQueryKeys.current(testId(50));

let bed: RealtimeTestbed;

beforeEach(() => {
  vi.useFakeTimers();
  bed = realtimeTestbed();
});
afterEach(() => {
  cleanup();
  bed.stop();
  vi.useRealTimers();
});

async function emit(payload: Organization) {
  act(() => bed.server.emit('organization_updated', payload));
  await advance(0);
}

describe('useLiveOrganization', () => {
  it("restyles at once: the member's cached organization takes the new branding from the socket", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(currentKey, acme);
    queryClient.setQueryData(organizationQueryKeys.detail(acme._id), acme);
    renderHook(() => useLiveOrganization(), { wrapper: realtimeProviderFor(queryClient, bed.realtime) });
    act(() => bed.realtime.connect());
    await advance();

    const rebranded = { ...acme, branding: { primaryColor: '#7C3AED' } };
    await emit(rebranded);
    expect(queryClient.getQueryData(currentKey)).toEqual(rebranded);
    expect(queryClient.getQueryData(organizationQueryKeys.detail(acme._id))).toEqual(rebranded);

    // Another organization's update neither replaces the member's own nor adds what was not cached.
    await emit(globex);
    expect(queryClient.getQueryData(currentKey)).toEqual(rebranded);
    expect(queryClient.getQueryData(organizationQueryKeys.detail(globex._id))).toBeUndefined();
  });
});
