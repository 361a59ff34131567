import { describe, expect, it } from 'vitest';
import {
  AnalyticsExportQuerySchema,
  AnalyticsQuerySchema,
  analyticsDepartmentIds,
  analyticsRange,
  analyticsScopeOf,
  canViewAnalyticsOf,
  OVERDUE_BUCKETS,
  overdueBucketOf,
  percentile,
  weekStartOf,
} from './analytics';

describe('percentile', () => {
  it('interpolates between the closest ranks as percentile_cont does', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.85)).toBe(7);
    expect(percentile([3, 5, 3], 0.5)).toBe(3);
    expect(percentile([3, 5, 3], 0.85)).toBeCloseTo(4.4);
    expect(percentile([13, 11, 10, 10], 0.5)).toBe(10.5);
    expect(percentile([13, 11, 10, 10], 0.85)).toBeCloseTo(12.1);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1)).toBe(10);
  });
});

describe('overdue buckets', () => {
  it('puts each whole day past due in exactly one bucket, edges included', () => {
    expect([0, -3, 0.5].map(overdueBucketOf)).toEqual([null, null, null]);
    expect([1, 7, 8, 14, 15, 30, 31, 400].map(overdueBucketOf)).toEqual([
      '1–7 days',
      '1–7 days',
      '8–14 days',
      '8–14 days',
      '15–30 days',
      '15–30 days',
      'Over 30 days',
      'Over 30 days',
    ]);
    // Contiguous: each bucket starts the day after the previous one ends.
    for (const [index, bucket] of OVERDUE_BUCKETS.entries()) {
      if (index > 0) expect(bucket.minDays).toBe((OVERDUE_BUCKETS[index - 1]?.maxDays ?? 0) + 1);
    }
  });
});

describe('ranges', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('defaults to the last 12 weeks from a Monday to today', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(analyticsRange({}, now)).toEqual({ from: '2026-09-07', to: '2026-11-26' });
    expect(analyticsRange({ from: '2026-10-01' }, now)).toEqual({ from: '2026-10-01', to: '2026-11-26' });
    expect(analyticsRange({ from: '2026-10-01', to: '2026-10-31' }, now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('refuses reversed, malformed and overlong ranges', () => {
    expect(AnalyticsQuerySchema.safeParse({ from: '2026-10-02', to: '2026-10-01' }).success).toBe(false);
    expect(AnalyticsQuerySchema.safeParse({ from: '01/10/2026' }).success).toBe(false);
    expect(AnalyticsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-11-26' }).success).toBe(false);
    expect(AnalyticsQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(AnalyticsExportQuerySchema.parse({}).format).toBe('csv');
    expect(AnalyticsExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });
});

describe('analyticsScopeOf', () => {
  const org = 'a'.repeat(24);
  const other = 'b'.repeat(24);
  it('gives each kind of viewer their scope, and refuses the rest', () => {
    expect(analyticsScopeOf(null)).toEqual({ refused: 'not-allowed' });
    expect(analyticsScopeOf({ id: 'u', organizationId: org, isOrgAdmin: true })).toEqual({
      kind: 'organization',
      organizationId: org,
    });
    expect(analyticsScopeOf({ id: 'u', organizationId: org, systemRole: 'admin' })).toMatchObject({
      kind: 'organization',
    });
    expect(analyticsScopeOf({ id: 'u', organizationId: org, orgRole: 'enterprise_admin' })).toMatchObject({
      kind: 'organization',
    });
    expect(
      analyticsScopeOf({ id: 'u', organizationId: org, isDeptManager: true, managedDepartmentIds: ['d'] }),
    ).toEqual({ kind: 'departments', organizationId: org, managedDepartmentIds: ['d'] });
    expect(analyticsScopeOf({ id: 'u', organizationId: org, orgRole: 'member' })).toEqual({
      refused: 'not-allowed',
    });
    expect(analyticsScopeOf({ id: 'u', accountType: 'individual' })).toEqual({
      kind: 'personal',
      userId: 'u',
    });
  });

  it('lets only platform admins name another organization', () => {
    expect(analyticsScopeOf({ id: 'u', platformRole: 'super_admin' }, other)).toEqual({
      kind: 'organization',
      organizationId: other,
    });
    expect(analyticsScopeOf({ id: 'u', organizationId: org, isOrgAdmin: true }, other)).toEqual({
      refused: 'other-organization',
    });
    expect(analyticsScopeOf({ id: 'u', organizationId: org, isOrgAdmin: true }, org)).toMatchObject({
      kind: 'organization',
    });
    expect(analyticsScopeOf({ id: 'u' }, other)).toEqual({ refused: 'other-organization' });
    expect(canViewAnalyticsOf({ id: 'u', organizationId: org, orgRole: 'member' })).toBe(false);
  });

  it("takes a department manager's departments and every one below", () => {
    const tree = [
      { _id: 'eng', parentId: null },
      { _id: 'platform', parentId: 'eng' },
      { _id: 'infra', parentId: 'platform' },
      { _id: 'sales', parentId: null },
    ];
    expect(analyticsDepartmentIds(['eng'], tree)).toEqual(['eng', 'platform', 'infra']);
    expect(analyticsDepartmentIds(['platform', 'sales'], tree)).toEqual(['platform', 'infra', 'sales']);
    expect(analyticsDepartmentIds(['gone'], tree)).toEqual([]);
  });
});
