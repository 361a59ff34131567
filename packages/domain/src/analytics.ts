import { z } from 'zod';
import {
  ANALYTICS_EXPORT_FORMATS,
  type ANALYTICS_FIGURES,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MESSAGES,
  OVERDUE_BUCKET_LABELS,
  type OVERDUE_BUCKETS,
} from './analytics-values';
import { apiSuccess } from './api';
import { daysBetween } from './calendar';
import { IdSchema } from './ids';
import type { RoleSubject } from './permissions';

export {
  ANALYTICS_DEFAULT_WEEKS,
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_FIGURES,
  ANALYTICS_FLOW_STATUSES,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MESSAGES,
  ANALYTICS_STATUS_LABELS,
  ANALYTICS_TEXTS,
  analyticsDepartmentIds,
  analyticsExportFileName,
  analyticsRange,
  analyticsRefusalMessage,
  analyticsScopeOf,
  canViewAnalyticsOf,
  isAnalyticsRefusal,
  OVERDUE_BUCKET_LABELS,
  OVERDUE_BUCKETS,
  overdueBucketOf,
  percentile,
  utcDay,
  weekStartOf,
} from './analytics-values';

// Reports and analytics (/reports, /org/analytics). Who sees which tasks' figures, the filters, the
// answer of GET /analytics, the exports, and every text the screens and the files show. docs/analytics.md.

// ---------------------------------------------------------------------------------------------------------------
// Who sees what

/** Whose tasks a viewer's figures cover. */
export type AnalyticsScope =
  /** A whole organization: its admins, enterprise admins (their current one), platform admins (any). */
  | { kind: 'organization'; organizationId: string }
  /**
   * A department manager: the departments they manage and every department below them, their projects, those
   * projects' tasks and the departments' members. The server fills in `departmentIds` from the tree.
   */
  | { kind: 'departments'; organizationId: string; managedDepartmentIds: readonly string[] }
  /** An individual (no organization): the projects of their own they belong to. */
  | { kind: 'personal'; userId: string };

export type AnalyticsScopeKind = AnalyticsScope['kind'];

/** What the scope rule reads of a viewer: their roles, and the departments they manage (department_managers). */
export type AnalyticsViewer = RoleSubject & { managedDepartmentIds?: readonly string[] | null };

/** Why the scope rule refused, with the text the API answers (403) and the screens show. */
export type AnalyticsRefusal = { refused: 'not-allowed' | 'other-organization' };

// ---------------------------------------------------------------------------------------------------------------
// Filters

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DaySchema = z.string().regex(DAY, { error: 'Use a date as YYYY-MM-DD' });

const AnalyticsFilterFieldsSchema = z.object({
  /** A platform admin's choice of organization. */
  organization: IdSchema.optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  projectId: IdSchema.optional(),
  departmentId: IdSchema.optional(),
  teamId: IdSchema.optional(),
});

function rangeChecks(
  query: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) {
  if (query.from && query.to) {
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.rangeOrder, path: ['from'] });
    } else if (daysBetween(query.from, query.to) >= ANALYTICS_MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.rangeTooLong, path: ['to'] });
    }
  }
}

/** GET /analytics's query: every filter optional; dates are whole days (UTC). */
export const AnalyticsQuerySchema = AnalyticsFilterFieldsSchema.superRefine(rangeChecks);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;
export type AnalyticsQueryInput = z.input<typeof AnalyticsQuerySchema>;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];

/** GET /analytics/export's query: the same filters and the file's format. */
export const AnalyticsExportQuerySchema = AnalyticsFilterFieldsSchema.extend({
  format: z.enum(ANALYTICS_EXPORT_FORMATS).default('csv'),
}).superRefine(rangeChecks);
export type AnalyticsExportQuery = z.infer<typeof AnalyticsExportQuerySchema>;
export type AnalyticsExportQueryInput = z.input<typeof AnalyticsExportQuerySchema>;

/** The screens' URL state: the filters (a platform admin's organization among them). */
export const AnalyticsScreenQuerySchema = AnalyticsFilterFieldsSchema;
export type AnalyticsScreenQuery = z.infer<typeof AnalyticsScreenQuerySchema>;

export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number]['label'];

/** A median and 85th percentile in days (rounded to 0.1), and how many completed tasks they are of. */
export const DurationSummarySchema = z.object({
  medianDays: z.number().nullable(),
  p85Days: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type DurationSummary = z.infer<typeof DurationSummarySchema>;

const NamedOptionSchema = z.object({ _id: z.string(), name: z.string() });

export const AnalyticsScopeSummarySchema = z.object({
  kind: z.enum(['organization', 'departments', 'personal']),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** For a department manager: the departments the figures cover. */
  departmentIds: z.array(z.string()),
});
export type AnalyticsScopeSummary = z.infer<typeof AnalyticsScopeSummarySchema>;

export const CumulativeFlowPointSchema = z.object({
  date: z.string(),
  todo: z.number().int(),
  'in-progress': z.number().int(),
  review: z.number().int(),
  done: z.number().int(),
});
export type CumulativeFlowPoint = z.infer<typeof CumulativeFlowPointSchema>;

export const BurnPointSchema = z.object({
  date: z.string(),
  total: z.number().int(),
  completed: z.number().int(),
  remaining: z.number().int(),
});
export type BurnPoint = z.infer<typeof BurnPointSchema>;

/** The answer of GET /analytics: every figure for the scope, filters and range. */
export const AnalyticsSchema = z.object({
  scope: AnalyticsScopeSummarySchema,
  range: z.object({ from: z.string(), to: z.string() }),
  /** What the viewer may filter by: only what their scope holds. */
  options: z.object({
    projects: z.array(z.object({ _id: z.string(), title: z.string() })),
    departments: z.array(NamedOptionSchema),
    teams: z.array(NamedOptionSchema),
  }),
  /** Tasks completed per week, each once however often it moved to done in that week. */
  throughput: z.array(z.object({ weekStart: z.string(), completed: z.number().int() })),
  createdVsCompleted: z.array(
    z.object({ weekStart: z.string(), created: z.number().int(), completed: z.number().int() }),
  ),
  cumulativeFlow: z.array(CumulativeFlowPointSchema),
  /** Burn-down (remaining) and burn-up (total, completed) of the project filtered by; null without one. */
  burn: z.object({ projectId: z.string(), points: z.array(BurnPointSchema) }).nullable(),
  cycleTime: DurationSummarySchema,
  leadTime: DurationSummarySchema,
  workload: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      open: z.number().int(),
      overdue: z.number().int(),
    }),
  ),
  overdueAgeing: z.array(z.object({ bucket: z.enum(OVERDUE_BUCKET_LABELS), count: z.number().int() })),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const AnalyticsAnswerSchema = apiSuccess(AnalyticsSchema);
export type AnalyticsAnswer = z.infer<typeof AnalyticsAnswerSchema>;

export type AnalyticsFigure = keyof typeof ANALYTICS_FIGURES;
