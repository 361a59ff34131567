import { describe, expect, it } from 'vitest';
import { isMainSidebarItemVisible, visibleMainSidebarItems } from './navigation-items';

const member = {
  role: 'user' as const,
  accountType: 'organization' as const,
  organizationId: '64b7f0c2a1b2c3d4e5f60799',
  orgRole: 'member' as const,
};

describe('Finance Management in the main sidebar', () => {
  it('shows for admins and for finance viewers and managers, not for other members', () => {
    expect(isMainSidebarItemVisible({ ...member, role: 'admin' }, 'finance')).toBe(true);
    expect(isMainSidebarItemVisible(member, 'finance')).toBe(false);
    expect(isMainSidebarItemVisible(member, 'finance', { financeRole: null })).toBe(false);
    expect(isMainSidebarItemVisible(member, 'finance', { financeRole: 'viewer' })).toBe(true);
    expect(isMainSidebarItemVisible(member, 'finance', { financeRole: 'manager' })).toBe(true);
    // A finance role opens finance only: System Users and Reports stay admin-only.
    const keys = visibleMainSidebarItems(member, { financeRole: 'viewer' }).map((item) => item.key);
    expect(keys).toContain('finance');
    expect(keys).not.toContain('users');
    expect(keys).not.toContain('reports');
  });
});
