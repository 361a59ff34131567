import { z } from 'zod';

/** POST /api/v1/security/report: { category, data }, throttled per category on the client. */
export const SecurityReportSchema = z.object({
  category: z.string().trim().min(1).max(100),
  data: z.record(z.string(), z.unknown()),
});
export type SecurityReport = z.infer<typeof SecurityReportSchema>;
