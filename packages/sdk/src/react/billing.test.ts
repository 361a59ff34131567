// @vitest-environment jsdom
import { type BillingInfo, ORG_MESSAGES } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, failureText, REFUSALS_ONLY } from '../errors';
import { createFakeApi, fakeClient, testId } from '../test-support';
import { billingQueryKeys, useBilling, useUpdateBilling } from './billing';
import { organizationQueryKeys } from './organizations';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);
const organizationId = testId(1);

const billing: BillingInfo = {
  organizationId,
  plan: 'free',
  effectivePlan: 'free',
  trialEndsAt: '2026-01-01T00:00:00.000Z',
  trialActive: false,
  seats: { used: 2, pending: 0, limit: 5 },
  details: { billingEmail: null, address: null, taxId: null },
  subscription: null,
  invoices: [],
};

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('billing hooks', () => {
  it('loads the billing of an organization, and waits without an id', async () => {
    api.on(`GET /organizations/${organizationId}/billing`, [200, { success: true, data: billing }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({ billing: useBilling(client, organizationId), none: useBilling(client, undefined) }),
      { wrapper: providerFor(queryClient) },
    );
    await waitFor(() => expect(result.current.billing.data).toEqual(billing));
    expect(result.current.none.fetchStatus).toBe('idle');
  });

  it('puts a plan change, keeps the answer and reads the organization again', async () => {
    const upgraded = { ...billing, plan: 'pro' as const, effectivePlan: 'pro' as const };
    api.on(`PUT /organizations/${organizationId}/billing`, [200, { success: true, data: upgraded }]);
    const queryClient = testQueryClient();
    queryClient.setQueryData(organizationQueryKeys.current('user'), { seeded: true });
    const { result } = renderHook(() => useUpdateBilling(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync({ plan: 'pro' }));
    expect(api.seen.at(-1)?.json).toEqual({ plan: 'pro' });
    expect(queryClient.getQueryData(billingQueryKeys.detail(organizationId))).toEqual(upgraded);
    expect(queryClient.getQueryState(organizationQueryKeys.current('user'))?.isInvalidated).toBe(true);
  });

  it("falls back to 'Failed to update billing information' when the server gives nothing to act on", async () => {
    api.on(`PUT /organizations/${organizationId}/billing`, [
      500,
      { success: false, error: 'Internal server error' },
    ]);
    const queryClient = testQueryClient();
    const { result } = renderHook(() => useUpdateBilling(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    const error = await result.current.mutateAsync({ seats: 3 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(failureText(error, ORG_MESSAGES.updateBillingFailed, REFUSALS_ONLY)).toBe(
      'Failed to update billing information',
    );
  });
});
