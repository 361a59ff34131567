import { z } from 'zod';
import { PageQuerySchema, paginated } from './api';
import { IdSchema } from './ids';
import {
  INDIVIDUAL_REPORTS_ID,
  SECURITY_REPORT_MAX_DATA_BYTES,
  SECURITY_REPORT_MESSAGES,
  securityReportDataBytes,
} from './security';

/** POST /api/v1/security/report: { category, data }, throttled per category on the client and the server. */
export const SecurityReportSchema = z.object({
  category: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9][\w.:-]*$/, { error: 'The category is a word: letters, digits, . _ : -' }),
  data: z
    .record(z.string(), z.unknown())
    .refine((data) => securityReportDataBytes(data) <= SECURITY_REPORT_MAX_DATA_BYTES, {
      error: SECURITY_REPORT_MESSAGES.tooLarge,
    }),
});
export type SecurityReport = z.infer<typeof SecurityReportSchema>;

/** GET /security/csrf-token: the token this session sends in X-CSRF-Token. */
export const CsrfTokenAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string() }),
});
export type CsrfTokenAnswer = z.infer<typeof CsrfTokenAnswerSchema>;

/** POST /security/report's answer: the stored report's id. */
export const SecurityReportStoredAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ _id: z.string() }),
  message: z.string(),
});

/** One stored report as the security screen lists it. */
export const SecurityReportEntrySchema = z.object({
  _id: z.string(),
  organizationId: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  category: z.string(),
  data: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type SecurityReportEntry = z.infer<typeof SecurityReportEntrySchema>;

/** GET /organizations/{id}/security-reports: paging and an optional category. */
export const SecurityReportListQuerySchema = PageQuerySchema.omit({ search: true }).extend({
  category: z.string().trim().max(100).optional(),
});
export type SecurityReportListQuery = z.infer<typeof SecurityReportListQuerySchema>;
export type SecurityReportListQueryInput = z.input<typeof SecurityReportListQuerySchema>;

export const SecurityReportPageSchema = paginated(SecurityReportEntrySchema);
export type SecurityReportPage = z.infer<typeof SecurityReportPageSchema>;

/** The organization whose reports are listed: an id, or `individuals` for the accounts without one. */
export const SecurityReportScopeSchema = z.union([z.literal(INDIVIDUAL_REPORTS_ID), IdSchema], {
  error: 'Invalid id',
});

/** The Reports tab of /org/security in the URL: page, category, and for platform admins `organization`. */
export const SecurityReportsScreenQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  category: z.string().trim().max(100).catch('').default(''),
  organization: z.string().trim().max(100).catch('').default(''),
});
export type SecurityReportsScreenQuery = z.infer<typeof SecurityReportsScreenQuerySchema>;
