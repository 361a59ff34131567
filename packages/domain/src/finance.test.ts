import { describe, expect, it } from 'vitest';
import {
  BudgetLinesPayloadSchema,
  budgetAlertLevel,
  budgetThresholdsReached,
  burnRatePerDay,
  canManageFinance,
  canManageFinanceAccess,
  canTransitionExpense,
  canViewFinance,
  convertMinor,
  EXPENSE_ACTION_LABELS,
  EXPENSE_STATUSES,
  ExpenseCreatePayloadSchema,
  expenseActionStatus,
  expenseActions,
  expenseTransitionsFrom,
  FINANCE_TEXTS,
  financeOrganizationOf,
  financeRoleOf,
  forecastAtCompletion,
  formatMinor,
  formatUsdMinor,
  fromMinorUnits,
  isExpenseDeletable,
  isExpenseEditable,
  percentUsed,
  roundForDisplay,
  toMinorUnits,
  usdRateOf,
} from './finance';

describe('money in minor units', () => {
  it('turns major units into whole minor units and back, for USD and INR', () => {
    expect(toMinorUnits(12.34, 'USD')).toBe(1234);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(1.005, 'USD')).toBe(100);
    expect(toMinorUnits(1999, 'INR')).toBe(199_900);
    expect(fromMinorUnits(1234, 'USD')).toBe(12.34);
    expect(fromMinorUnits(199_950, 'INR')).toBe(1999.5);
  });

  it('converts with the rates, and returns the original amount when a rate is missing (spec 5)', () => {
    expect(convertMinor(10_000, 'USD', 'INR')).toBe(831_500);
    expect(convertMinor(831_500, 'INR', 'USD')).toBe(9978);
    expect(convertMinor(12_345, 'USD', 'USD')).toBe(12_345);
    expect(convertMinor(10_000, 'USD', 'INR', { USD: {}, INR: {} })).toBe(10_000);
    expect(usdRateOf('USD')).toBe(1);
    expect(usdRateOf('INR')).toBe(0.012);
    expect(usdRateOf('INR', { USD: {}, INR: {} })).toBeUndefined();
  });

  it('rounds INR to no decimals and USD to at most 2 when shown', () => {
    expect(roundForDisplay(1234.5678, 'USD')).toBe(1234.57);
    expect(roundForDisplay(1234.5, 'INR')).toBe(1235);
    expect(formatUsdMinor(123_450, 'USD')).toBe('$1,234.50');
    expect(formatUsdMinor(100_000, 'USD')).toBe('$1,000');
    // $1,234.50 at 83.15 is ₹102,648.675: no decimals, grouped in lakhs.
    expect(formatUsdMinor(123_450, 'INR')).toBe('₹1,02,649');
    expect(formatUsdMinor(123_450, 'INR', { USD: {}, INR: {} })).toBe('₹1,235');
    expect(formatMinor(199_950, 'INR')).toBe('₹2,000');
    expect(formatMinor(480_40, 'USD')).toBe('$480.40');
  });
});

describe('budgets', () => {
  it('burns per day from the start to today, both counted, at least one day', () => {
    expect(burnRatePerDay(10_000, '2026-11-01', '2026-11-10')).toBe(1000);
    expect(burnRatePerDay(5000, '2026-11-10', '2026-11-10')).toBe(5000);
    expect(burnRatePerDay(0, '2026-11-01', '2026-11-10')).toBe(0);
  });

  it('forecasts at completion from the burn rate and the days left', () => {
    expect(forecastAtCompletion(10_000, 1000, '2026-11-10', '2026-11-20')).toBe(20_000);
    expect(forecastAtCompletion(10_000, 1000, '2026-11-10', '2026-11-01')).toBe(10_000);
    expect(forecastAtCompletion(10_000, 1000, '2026-11-10', null)).toBe(10_000);
  });

  it('alerts at 80 and 100 % of the budget, and not without one', () => {
    expect(budgetThresholdsReached(7999, 10_000)).toEqual([]);
    expect(budgetThresholdsReached(8000, 10_000)).toEqual([80]);
    expect(budgetThresholdsReached(10_000, 10_000)).toEqual([80, 100]);
    expect(budgetThresholdsReached(10_000, null)).toEqual([]);
    expect(budgetAlertLevel(8500, 10_000)).toBe('warning');
    expect(budgetAlertLevel(12_000, 10_000)).toBe('exceeded');
    expect(budgetAlertLevel(100, 0)).toBe('none');
    expect(percentUsed(8650, 10_000)).toBe(86.5);
    expect(percentUsed(1, null)).toBeNull();
  });

  it('refuses two budget lines of one category', () => {
    const line = { category: 'labor', amountMinor: 100, currency: 'USD' };
    expect(BudgetLinesPayloadSchema.safeParse({ lines: [line, line] }).success).toBe(false);
    expect(BudgetLinesPayloadSchema.safeParse({ lines: [line] }).success).toBe(true);
  });
});

describe('expenses', () => {
  it('moves only along the allowed transitions', () => {
    expect(expenseTransitionsFrom('draft')).toEqual(['submitted']);
    expect(canTransitionExpense('submitted', 'approved')).toBe(true);
    expect(canTransitionExpense('submitted', 'rejected')).toBe(true);
    expect(canTransitionExpense('approved', 'paid')).toBe(true);
    expect(canTransitionExpense('draft', 'approved')).toBe(false);
    expect(canTransitionExpense('paid', 'draft')).toBe(false);
    for (const status of EXPENSE_STATUSES) expect(canTransitionExpense(status, status)).toBe(false);
    expect(EXPENSE_STATUSES.filter(isExpenseEditable)).toEqual(['draft', 'rejected']);
    expect(EXPENSE_STATUSES.filter(isExpenseDeletable)).toEqual(['draft', 'rejected']);
  });

  it('offers a manager the moves of the transitions (back to draft is editing), then edit and delete', () => {
    expect(expenseActions('draft', true)).toEqual(['submit', 'edit', 'delete']);
    expect(expenseActions('submitted', true)).toEqual(['approve', 'reject']);
    expect(expenseActions('rejected', true)).toEqual(['submit', 'edit', 'delete']);
    expect(expenseActions('approved', true)).toEqual(['markPaid']);
    expect(expenseActions('paid', true)).toEqual([]);
    for (const status of EXPENSE_STATUSES) expect(expenseActions(status, false)).toEqual([]);
  });

  it('names each action and leads each move to its status', () => {
    expect(EXPENSE_ACTION_LABELS).toEqual({
      submit: 'Submit',
      approve: 'Approve',
      reject: 'Reject',
      markPaid: 'Mark paid',
      edit: 'Edit',
      delete: 'Delete',
    });
    expect(expenseActionStatus('submit')).toBe('submitted');
    expect(expenseActionStatus('approve')).toBe('approved');
    expect(expenseActionStatus('reject')).toBe('rejected');
    expect(expenseActionStatus('markPaid')).toBe('paid');
    expect(expenseActionStatus('edit')).toBeUndefined();
    expect(expenseActionStatus('delete')).toBeUndefined();
  });

  it('takes amounts as whole positive minor units', () => {
    const base = {
      projectId: 'a'.repeat(24),
      category: 'travel',
      spentOn: '2026-11-02',
      amountMinor: 500,
      currency: 'INR',
      description: 'Taxi',
    };
    expect(ExpenseCreatePayloadSchema.safeParse(base).success).toBe(true);
    expect(ExpenseCreatePayloadSchema.safeParse({ ...base, amountMinor: 5.5 }).success).toBe(false);
    expect(ExpenseCreatePayloadSchema.safeParse({ ...base, amountMinor: 0 }).success).toBe(false);
    expect(ExpenseCreatePayloadSchema.safeParse({ ...base, currency: 'EUR' }).success).toBe(false);
  });
});

describe('finance roles', () => {
  const admin = { id: 'u1', organizationId: 'o1', isOrgAdmin: true };
  const member = { id: 'u2', organizationId: 'o1', orgRole: 'member' };
  const platform = { id: 'u3', platformRole: 'super_admin' };
  const individual = { id: 'u4', accountType: 'individual' };

  it('makes org and platform admins admins, finance members what their row says, others nothing', () => {
    expect(financeRoleOf(admin, 'o1', null)).toBe('admin');
    expect(financeRoleOf(platform, 'o1', null)).toBe('admin');
    expect(financeRoleOf(member, 'o1', 'manager')).toBe('manager');
    expect(financeRoleOf(member, 'o1', 'viewer')).toBe('viewer');
    expect(financeRoleOf(member, 'o1', null)).toBeNull();
    expect(financeRoleOf(admin, 'o2', null)).toBeNull();
    expect(financeRoleOf(member, 'o2', 'manager')).toBeNull();
    expect(financeRoleOf(null, 'o1', 'manager')).toBeNull();
  });

  it('lets viewers read, managers change, admins also grant', () => {
    expect([canViewFinance('viewer'), canManageFinance('viewer'), canManageFinanceAccess('viewer')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      canViewFinance('manager'),
      canManageFinance('manager'),
      canManageFinanceAccess('manager'),
    ]).toEqual([true, true, false]);
    expect([canViewFinance('admin'), canManageFinance('admin'), canManageFinanceAccess('admin')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([canViewFinance(null), canManageFinance(null), canManageFinanceAccess(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('scopes finance to the own organization; platform admins may name one', () => {
    expect(financeOrganizationOf(member)).toBe('o1');
    expect(financeOrganizationOf(member, 'o1')).toBe('o1');
    expect(financeOrganizationOf(member, 'o2')).toBeNull();
    expect(financeOrganizationOf(platform, 'o2')).toBe('o2');
    expect(financeOrganizationOf(individual)).toBeNull();
  });

  it('keeps the spec texts of the gate', () => {
    expect(FINANCE_TEXTS).toMatchObject({
      gateTitle: 'Finance Dashboard Access',
      submit: 'Access Finance Dashboard',
      submitting: 'Authenticating...',
      success: 'Authentication successful!',
      invalid: 'Invalid credentials. Please try again.',
      failed: 'Authentication failed. Please try again.',
      logout: 'Logout',
    });
  });
});
