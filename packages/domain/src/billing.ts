import { z } from 'zod';
import { apiSuccess } from './api';
import { DateTimeStringSchema } from './dates';
import { PLAN_IDS } from './plans';
import { EmailSchema } from './user';

export const PlanIdSchema = z.enum(PLAN_IDS);

const MAX_ADDRESS_LENGTH = 500;
const MAX_TAX_ID_LENGTH = 40;
/** Letters, digits, spaces and the separators tax numbers use (EU VAT, US EIN, GSTIN, ABN...). */
const TAX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/;

export const BILLING_MESSAGES = {
  addressTooLong: `The billing address can have at most ${MAX_ADDRESS_LENGTH} characters`,
  taxIdInvalid: 'The tax id can only hold letters, digits, spaces, dots, hyphens and slashes',
  taxIdTooLong: `The tax id can have at most ${MAX_TAX_ID_LENGTH} characters`,
  seatsWhole: 'Seats must be a whole number of at least 1',
  nothingToChange: 'Send at least one of plan, seats, billingEmail, address or taxId',
  billingSaved: 'Billing details saved',
  planChanged: (plan: string) => `Your organization is now on the ${plan} plan`,
} as const;

/** Billing details kept with the organization: where invoices go. Empty strings clear a field. */
export const BillingDetailsSchema = z.object({
  billingEmail: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

/** PUT /organizations/{id}/billing: a plan or seat change goes through the payment provider. */
export const BillingUpdatePayloadSchema = z
  .object({
    plan: PlanIdSchema.optional(),
    seats: z
      .number({ error: BILLING_MESSAGES.seatsWhole })
      .int({ error: BILLING_MESSAGES.seatsWhole })
      .min(1, {
        error: BILLING_MESSAGES.seatsWhole,
      })
      .optional(),
    billingEmail: z.union([z.literal(''), EmailSchema]).optional(),
    address: z.string().trim().max(MAX_ADDRESS_LENGTH, { error: BILLING_MESSAGES.addressTooLong }).optional(),
    taxId: z
      .string()
      .trim()
      .max(MAX_TAX_ID_LENGTH, { error: BILLING_MESSAGES.taxIdTooLong })
      .refine((value) => value === '' || TAX_ID_PATTERN.test(value), { error: BILLING_MESSAGES.taxIdInvalid })
      .optional(),
  })
  .strict()
  .refine((payload) => Object.values(payload).some((value) => value !== undefined), {
    error: BILLING_MESSAGES.nothingToChange,
  });
export type BillingUpdatePayload = z.input<typeof BillingUpdatePayloadSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'replaced', 'cancelled'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;

export const INVOICE_STATUS_LABELS: Record<(typeof INVOICE_STATUSES)[number], string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
};

export const SubscriptionSchema = z.object({
  _id: z.string(),
  plan: PlanIdSchema,
  seats: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.string(),
  currentPeriodStart: DateTimeStringSchema,
  currentPeriodEnd: DateTimeStringSchema,
  cancelledAt: DateTimeStringSchema.nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const InvoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  plan: PlanIdSchema,
  seats: z.number().int(),
  /** USD cents; negative for a credit note (the unused part of a period after a downgrade). */
  amountUsdCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  periodStart: DateTimeStringSchema,
  periodEnd: DateTimeStringSchema,
  issuedAt: DateTimeStringSchema,
  paidAt: DateTimeStringSchema.nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET /organizations/{id}/billing. */
export const BillingInfoSchema = z.object({
  organizationId: z.string(),
  plan: PlanIdSchema,
  /** The plan whose features the organization has now (Pro during a free organization's trial). */
  effectivePlan: PlanIdSchema,
  trialEndsAt: DateTimeStringSchema.nullable(),
  trialActive: z.boolean(),
  seats: z.object({ used: z.number().int(), pending: z.number().int(), limit: z.number().int() }),
  details: BillingDetailsSchema,
  subscription: SubscriptionSchema.nullable(),
  invoices: z.array(InvoiceSchema),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

export const BillingInfoAnswerSchema = apiSuccess(BillingInfoSchema);
