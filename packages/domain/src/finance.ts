import { z } from 'zod';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { CURRENCIES, type Currency, EXCHANGE_RATES, MIN_PASSWORD_LENGTH } from './constants';
import { ExchangeRatesSchema } from './currency';
import { DateTimeStringSchema } from './dates';
import {
  BUDGET_ALERT_LEVELS,
  type BUDGET_ALERT_THRESHOLDS,
  CURRENCY_MINOR_FACTOR,
  EXPENSE_CATEGORIES,
  type EXPENSE_MOVE_ACTIONS,
  EXPENSE_STATUSES,
  FINANCE_ACCESS_ROLES,
  FINANCE_ERRORS,
  FINANCE_ROLES,
  MAX_AMOUNT_MINOR,
  MAX_EXPENSE_DESCRIPTION,
  RECEIPT_TYPES,
  roundForDisplay,
  SPEND_INTERVALS,
} from './finance-values';
import { IdSchema } from './ids';
import { convertCurrency, type ExchangeRates, formatCurrencyAmount } from './money';

export {
  ACTUAL_EXPENSE_STATUSES,
  BUDGET_ALERT_LEVELS,
  BUDGET_ALERT_THRESHOLDS,
  budgetAlertLevel,
  budgetThresholdsReached,
  burnRatePerDay,
  CURRENCY_MINOR_FACTOR,
  canManageFinance,
  canManageFinanceAccess,
  canTransitionExpense,
  canViewFinance,
  EXPENSE_ACTION_LABELS,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_MOVE_ACTIONS,
  EXPENSE_STATUS_LABELS,
  EXPENSE_STATUSES,
  EXPENSE_TRANSITION_LABELS,
  expenseActionStatus,
  expenseActions,
  expenseTransitionsFrom,
  FINANCE_ACCESS_ROLES,
  FINANCE_ACCESS_STORAGE_KEY,
  FINANCE_ERRORS,
  FINANCE_GRANT_HEADER,
  FINANCE_LOCKED_CODE,
  FINANCE_ROLE_DESCRIPTIONS,
  FINANCE_ROLE_LABELS,
  FINANCE_ROLES,
  FINANCE_TEXTS,
  financeOrganizationOf,
  financeRoleOf,
  forecastAtCompletion,
  isExpenseDeletable,
  isExpenseEditable,
  MAX_AMOUNT_MINOR,
  MAX_EXPENSE_DESCRIPTION,
  PENDING_EXPENSE_STATUSES,
  percentUsed,
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPES,
  roundForDisplay,
  SPEND_INTERVALS,
  toMinorUnits,
  usdRateOf,
} from './finance-values';
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export type FinanceMemberRole = (typeof FINANCE_ROLES)[number];
export type FinanceRole = (typeof FINANCE_ACCESS_ROLES)[number];
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export type BudgetAlertThreshold = (typeof BUDGET_ALERT_THRESHOLDS)[number];
export type BudgetAlertLevel = (typeof BUDGET_ALERT_LEVELS)[number];
export type SpendInterval = (typeof SPEND_INTERVALS)[number];

/** Minor units (1234) to major units (12.34). */
export function fromMinorUnits(minor: number, currency: Currency): number {
  return minor / CURRENCY_MINOR_FACTOR[currency];
}

/** An amount in minor units converted at `rate` (1 unit of its currency in the other), to whole minor units. */
export function convertMinorAtRate(minor: number, rate: number): number {
  return Math.round(minor * rate);
}

/**
 * Minor units of one currency in another, to whole minor units. The same currency, or a missing rate, returns
 * the amount unchanged (spec 5).
 */
export function convertMinor(
  minor: number,
  from: Currency,
  to: Currency,
  rates: ExchangeRates = EXCHANGE_RATES,
): number {
  return Math.round(convertCurrency(minor, from, to, rates));
}

/**
 * A USD amount in minor units shown in the display currency: converted with the rates (a missing rate keeps the
 * amount), rounded as that currency is shown, formatted ('$1,234.5' never: '$1,234.50'; '₹1,02,604').
 */
export function formatUsdMinor(
  usdMinor: number,
  currency: Currency,
  rates: ExchangeRates = EXCHANGE_RATES,
): string {
  const amount = convertCurrency(fromMinorUnits(usdMinor, 'USD'), 'USD', currency, rates);
  return formatCurrencyAmount(roundForDisplay(amount, currency), currency);
}

/** An amount in minor units of its own currency, formatted in that currency. */
export function formatMinor(minor: number, currency: Currency): string {
  return formatCurrencyAmount(roundForDisplay(fromMinorUnits(minor, currency), currency), currency);
}

export type ExpenseMoveTarget = keyof typeof EXPENSE_MOVE_ACTIONS;
export type ExpenseMoveAction = (typeof EXPENSE_MOVE_ACTIONS)[ExpenseMoveTarget];
/** What the expense list offers on one expense: a move to another status, editing or deleting it. */
export type ExpenseAction = ExpenseMoveAction | 'edit' | 'delete';

// ---------------------------------------------------------------------------------------------------------------
// Schemas

export const ExpenseCategorySchema = z.enum(EXPENSE_CATEGORIES);
export const ExpenseStatusSchema = z.enum(EXPENSE_STATUSES);
export const FinanceMemberRoleSchema = z.enum(FINANCE_ROLES);
export const FinanceRoleSchema = z.enum(FINANCE_ACCESS_ROLES);
const FinanceCurrencySchema = z.enum(CURRENCIES);
/** A calendar day, YYYY-MM-DD. */
export const FinanceDaySchema = z.iso.date();

const AmountMinorSchema = z
  .number({ error: FINANCE_ERRORS.amountMinorWhole })
  .int({ error: FINANCE_ERRORS.amountMinorWhole })
  .positive({ error: FINANCE_ERRORS.amountPositive })
  .max(MAX_AMOUNT_MINOR, { error: FINANCE_ERRORS.amountTooLarge });

/** `?organization=<id>`: a platform admin names the organization; others may leave it out. */
export const FinanceScopeQuerySchema = z.object({ organization: IdSchema.optional() });
export type FinanceScopeQuery = z.infer<typeof FinanceScopeQuerySchema>;

// The gate

/** GET /finance/access: who the caller is in the organization's finance and whether its gate is set up. */
export const FinanceAccessSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  role: FinanceRoleSchema.nullable(),
  gate: z.object({
    configured: z.boolean(),
    /** The demo data's credentials, shown on the gate while they are still the demo values (spec 2.6). */
    demo: z.object({ username: z.string(), password: z.string() }).nullable(),
  }),
});
export type FinanceAccess = z.infer<typeof FinanceAccessSchema>;
export const FinanceAccessAnswerSchema = apiSuccess(FinanceAccessSchema);

/** POST /finance/unlock. */
export const FinanceUnlockPayloadSchema = z.object({
  username: z
    .string({ error: FINANCE_ERRORS.usernameRequired })
    .trim()
    .min(1, FINANCE_ERRORS.usernameRequired)
    .max(200),
  password: z
    .string({ error: FINANCE_ERRORS.passwordRequired })
    .min(1, FINANCE_ERRORS.passwordRequired)
    .max(200),
});
export type FinanceUnlockPayload = z.infer<typeof FinanceUnlockPayloadSchema>;

/** The finance grant: sent back as the X-Finance-Grant header; valid until `expiresAt` (8 hours). */
export const FinanceGrantSchema = z.object({ grant: z.string(), expiresAt: DateTimeStringSchema });
export type FinanceGrant = z.infer<typeof FinanceGrantSchema>;
export const FinanceGrantAnswerSchema = apiSuccess(FinanceGrantSchema);

/** PUT /finance/credentials (admins). */
export const FinanceCredentialsPayloadSchema = z.object({
  username: z
    .string({ error: FINANCE_ERRORS.usernameRequired })
    .trim()
    .min(3, FINANCE_ERRORS.usernameLength)
    .max(64, FINANCE_ERRORS.usernameLength),
  password: z
    .string({ error: FINANCE_ERRORS.passwordRequired })
    .min(MIN_PASSWORD_LENGTH, FINANCE_ERRORS.passwordLength)
    .max(200),
});
export type FinanceCredentialsPayload = z.infer<typeof FinanceCredentialsPayloadSchema>;

export const FinanceCredentialsSchema = z.object({
  configured: z.literal(true),
  username: z.string(),
  demo: z.boolean(),
  updatedAt: DateTimeStringSchema,
  /** After a change (PUT): the caller's new unlock. A change ends every unlock issued before it, the caller's too. */
  grant: FinanceGrantSchema.optional(),
});
export type FinanceCredentials = z.infer<typeof FinanceCredentialsSchema>;
export const FinanceCredentialsAnswerSchema = apiSuccess(FinanceCredentialsSchema);

// Exchange rates

/** GET/PUT /finance/rates: rates[from][to], as kept locally under `exchangeRates` (spec 9 defaults). */
export const FinanceRatesSchema = ExchangeRatesSchema;
export type FinanceRates = z.infer<typeof FinanceRatesSchema>;
export const FinanceRatesPayloadSchema = z.object({
  USD: z.object({ INR: z.number().positive().max(1_000_000) }),
  INR: z.object({ USD: z.number().positive().max(1_000_000) }),
});
export type FinanceRatesPayload = z.infer<typeof FinanceRatesPayloadSchema>;
export const FinanceRatesAnswerSchema = apiSuccess(FinanceRatesSchema);

// Budget lines

export const BudgetLineSchema = z.object({
  _id: z.string(),
  category: ExpenseCategorySchema,
  amountMinor: z.number().int(),
  currency: FinanceCurrencySchema,
  /** At today's rates. */
  amountUsdMinor: z.number().int(),
});
export type BudgetLine = z.infer<typeof BudgetLineSchema>;

export const ProjectBudgetLinesSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  /** The project's own budget (USD, minor units), shown when it has no lines; null when it has none. */
  projectBudgetUsdMinor: z.number().int().nullable(),
  lines: z.array(BudgetLineSchema),
});
export type ProjectBudgetLines = z.infer<typeof ProjectBudgetLinesSchema>;
export const ProjectBudgetLinesAnswerSchema = apiSuccess(ProjectBudgetLinesSchema);

/** PUT /finance/projects/{projectId}/budget-lines: the whole split (an empty list removes it). */
export const BudgetLinesPayloadSchema = z.object({
  lines: z
    .array(
      z.object({
        category: ExpenseCategorySchema,
        amountMinor: z
          .number()
          .int({ error: FINANCE_ERRORS.amountMinorWhole })
          .min(0, { error: FINANCE_ERRORS.amountPositive })
          .max(MAX_AMOUNT_MINOR, { error: FINANCE_ERRORS.amountTooLarge }),
        currency: FinanceCurrencySchema,
      }),
    )
    .max(EXPENSE_CATEGORIES.length)
    .refine((lines) => new Set(lines.map((line) => line.category)).size === lines.length, {
      error: FINANCE_ERRORS.duplicateCategory,
    }),
});
export type BudgetLinesPayload = z.infer<typeof BudgetLinesPayloadSchema>;

// Expenses

const PersonRefSchema = z.object({ _id: z.string(), name: z.string() });

export const ExpenseReceiptInfoSchema = z.object({
  fileName: z.string(),
  mime: z.enum(RECEIPT_TYPES),
  size: z.number().int(),
});
export type ExpenseReceiptInfo = z.infer<typeof ExpenseReceiptInfoSchema>;

export const ExpenseSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  category: ExpenseCategorySchema,
  spentOn: FinanceDaySchema,
  amountMinor: z.number().int(),
  currency: FinanceCurrencySchema,
  /** The rate in force when the amount was entered: 1 unit of `currency` in USD. */
  usdRate: z.number(),
  amountUsdMinor: z.number().int(),
  description: z.string(),
  status: ExpenseStatusSchema,
  submittedBy: PersonRefSchema.nullable(),
  decidedBy: PersonRefSchema.nullable(),
  decidedAt: DateTimeStringSchema.nullable(),
  receipt: ExpenseReceiptInfoSchema.nullable(),
  createdAt: DateTimeStringSchema,
  updatedAt: DateTimeStringSchema,
});
export type Expense = z.infer<typeof ExpenseSchema>;
export const ExpenseAnswerSchema = apiSuccess(ExpenseSchema);
export const ExpensePageSchema = paginated(ExpenseSchema);
export type ExpensePage = z.infer<typeof ExpensePageSchema>;

const DescriptionSchema = z
  .string({ error: FINANCE_ERRORS.descriptionRequired })
  .trim()
  .min(1, FINANCE_ERRORS.descriptionRequired)
  .max(MAX_EXPENSE_DESCRIPTION, FINANCE_ERRORS.descriptionTooLong);

/** POST /finance/expenses: the amount in minor units of its currency (`toMinorUnits`). */
export const ExpenseCreatePayloadSchema = z.object({
  projectId: IdSchema,
  category: ExpenseCategorySchema,
  spentOn: FinanceDaySchema,
  amountMinor: AmountMinorSchema,
  currency: FinanceCurrencySchema,
  description: DescriptionSchema,
  /** 'submitted' to hand it in at once; a draft by default. */
  status: z.enum(['draft', 'submitted']).optional(),
});
export type ExpenseCreatePayload = z.infer<typeof ExpenseCreatePayloadSchema>;

/** PATCH /finance/expenses/{id}: any of the fields, while it is a draft or rejected. */
export const ExpenseUpdatePayloadSchema = z
  .object({
    projectId: IdSchema.optional(),
    category: ExpenseCategorySchema.optional(),
    spentOn: FinanceDaySchema.optional(),
    amountMinor: AmountMinorSchema.optional(),
    currency: FinanceCurrencySchema.optional(),
    description: DescriptionSchema.optional(),
  })
  .strict()
  .refine((payload) => Object.values(payload).some((value) => value !== undefined), {
    error: FINANCE_ERRORS.nothingToChange,
  });
export type ExpenseUpdatePayload = z.infer<typeof ExpenseUpdatePayloadSchema>;

/** POST /finance/expenses/{id}/status. */
export const ExpenseStatusPayloadSchema = z.object({ status: ExpenseStatusSchema });
export type ExpenseStatusPayload = z.infer<typeof ExpenseStatusPayloadSchema>;

/** GET /finance/expenses: paged (page 1, limit 10 by default), newest day first. */
export const ExpenseListQuerySchema = PageQuerySchema.omit({ search: true })
  .extend({
    organization: IdSchema.optional(),
    projectId: IdSchema.optional(),
    status: ExpenseStatusSchema.optional(),
    from: FinanceDaySchema.optional(),
    to: FinanceDaySchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: FINANCE_ERRORS.rangeOrder,
  });
export type ExpenseListQuery = z.infer<typeof ExpenseListQuerySchema>;
export type ExpenseListQueryInput = z.input<typeof ExpenseListQuerySchema>;

// The summary

/** GET /finance/summary: a date range (default: the last six months to today), one project or all, by month. */
export const FinanceSummaryQuerySchema = z
  .object({
    organization: IdSchema.optional(),
    from: FinanceDaySchema.optional(),
    to: FinanceDaySchema.optional(),
    projectId: IdSchema.optional(),
    interval: z.enum(SPEND_INTERVALS).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: FINANCE_ERRORS.rangeOrder,
  });
export type FinanceSummaryQuery = z.infer<typeof FinanceSummaryQuerySchema>;

const minor = z.number().int();

export const CategoryFinanceSchema = z.object({
  category: ExpenseCategorySchema,
  budgetUsdMinor: minor,
  actualUsdMinor: minor,
  pendingUsdMinor: minor,
});
export type CategoryFinance = z.infer<typeof CategoryFinanceSchema>;

/** One project's budget against its spend (all time; USD minor units at the rates in force on each expense). */
export const ProjectFinanceSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  projectStatus: z.string(),
  startDate: FinanceDaySchema.nullable(),
  dueDate: FinanceDaySchema.nullable(),
  /** The sum of its budget lines at today's rates, or the project's own budget when it has no lines. */
  budgetUsdMinor: minor.nullable(),
  lines: z.array(BudgetLineSchema),
  /** Approved and paid expenses plus labour cost. */
  actualUsdMinor: minor,
  /** Of `actualUsdMinor`: the labour cost of billable time (time tracking, at the rates kept on each entry). */
  labourUsdMinor: minor,
  pendingUsdMinor: minor,
  burnRateUsdMinorPerDay: minor,
  forecastUsdMinor: minor,
  percentUsed: z.number().nullable(),
  alertLevel: z.enum(BUDGET_ALERT_LEVELS),
  byCategory: z.array(CategoryFinanceSchema),
});
export type ProjectFinance = z.infer<typeof ProjectFinanceSchema>;

export const SpendPeriodSchema = z.object({
  /** The first day of the month or of the (Monday-based) week. */
  periodStart: FinanceDaySchema,
  actualUsdMinor: minor,
  pendingUsdMinor: minor,
});
export type SpendPeriod = z.infer<typeof SpendPeriodSchema>;

export const CurrencyTotalSchema = z.object({
  currency: FinanceCurrencySchema,
  actualMinor: minor,
  pendingMinor: minor,
});

export const FinanceSummarySchema = z.object({
  organizationId: z.string(),
  from: FinanceDaySchema,
  to: FinanceDaySchema,
  interval: z.enum(SPEND_INTERVALS),
  /** The organization's rates today (what budget lines and display conversions use). */
  rates: FinanceRatesSchema,
  projects: z.array(ProjectFinanceSchema),
  /** Within the range. */
  spendOverTime: z.array(SpendPeriodSchema),
  /** Within the range. */
  spendByCategory: z.array(CategoryFinanceSchema),
  totals: z.object({
    budgetUsdMinor: minor,
    /** All time, of the projects shown (labour cost included). */
    actualUsdMinor: minor,
    /** Of `actualUsdMinor`: labour cost. */
    labourUsdMinor: minor,
    pendingUsdMinor: minor,
    /** Within the range, in USD and in the currencies they were spent in (labour in USD; `byCurrency` is expenses). */
    rangeActualUsdMinor: minor,
    rangeLabourUsdMinor: minor,
    rangePendingUsdMinor: minor,
    byCurrency: z.array(CurrencyTotalSchema),
  }),
});
export type FinanceSummary = z.infer<typeof FinanceSummarySchema>;
export const FinanceSummaryAnswerSchema = apiSuccess(FinanceSummarySchema);

// Finance access

export const FinanceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: FinanceMemberRoleSchema,
  grantedBy: z.string().nullable(),
  updatedAt: DateTimeStringSchema,
});
export type FinanceMember = z.infer<typeof FinanceMemberSchema>;
export const FinanceMemberAnswerSchema = apiSuccess(FinanceMemberSchema);

/** GET /finance/members: the finance members, the admins (always in), and the people who could be added. */
export const FinanceMembersSchema = z.object({
  members: z.array(FinanceMemberSchema),
  admins: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  candidates: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type FinanceMembers = z.infer<typeof FinanceMembersSchema>;
export const FinanceMembersAnswerSchema = apiSuccess(FinanceMembersSchema);

/** PUT /finance/members/{userId}. */
export const FinanceMemberPayloadSchema = z.object({ role: FinanceMemberRoleSchema });
export type FinanceMemberPayload = z.infer<typeof FinanceMemberPayloadSchema>;

export const FinanceRouteIdParamsSchema = z.object({ id: IdSchema });
export const FinanceProjectParamsSchema = z.object({ projectId: IdSchema });
export const FinanceUserParamsSchema = z.object({ userId: IdSchema });
