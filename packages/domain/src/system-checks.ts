import { z } from 'zod';
import { paginated } from './api';
import {
  SYSTEM_CHECK_NAMES,
  SYSTEM_CHECK_STATUSES,
  type SYSTEM_CHECKS,
  SYSTEM_RUN_STATUSES,
} from './system-checks-values';

export {
  SYSTEM_CHECK_MESSAGES,
  SYSTEM_CHECK_NAMES,
  SYSTEM_CHECK_STATUS_LABELS,
  SYSTEM_CHECK_STATUSES,
  SYSTEM_CHECK_TIMEOUT_MS,
  SYSTEM_CHECKS,
  SYSTEM_CLOCK_MAX_SKEW_MS,
  SYSTEM_DISK_MIN_FREE_BYTES,
  SYSTEM_DISK_MIN_FREE_RATIO,
  SYSTEM_RUN_INTERVAL_SECONDS,
  SYSTEM_RUN_STATUS_LABELS,
  SYSTEM_RUN_STATUSES,
  SYSTEM_RUN_STREAM_TYPE,
  SYSTEM_TEST_SUITE_TEXTS,
  systemRunStatus,
} from './system-checks-values';

export type SystemCheckName = (typeof SYSTEM_CHECKS)[number]['name'];
export type SystemCheckStatus = (typeof SYSTEM_CHECK_STATUSES)[number];
export type SystemRunStatus = (typeof SYSTEM_RUN_STATUSES)[number];

export const SystemCheckNameSchema = z.enum(SYSTEM_CHECK_NAMES);
export const SystemCheckStatusSchema = z.enum(SYSTEM_CHECK_STATUSES);
export const SystemRunStatusSchema = z.enum(SYSTEM_RUN_STATUSES);

/** One check's outcome. */
export const SystemCheckResultSchema = z.object({
  name: SystemCheckNameSchema,
  label: z.string(),
  status: SystemCheckStatusSchema,
  durationMs: z.number().int().min(0),
  message: z.string(),
});
export type SystemCheckResult = z.infer<typeof SystemCheckResultSchema>;

/** One run of the suite, as the history lists it. */
export const SystemCheckRunSchema = z.object({
  _id: z.string(),
  organizationId: z.string().nullable(),
  runBy: z.string().nullable(),
  runByName: z.string().nullable(),
  status: SystemRunStatusSchema,
  results: z.array(SystemCheckResultSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SystemCheckRun = z.infer<typeof SystemCheckRunSchema>;

export const SystemCheckRunListSchema = paginated(SystemCheckRunSchema);
export type SystemCheckRunList = z.infer<typeof SystemCheckRunListSchema>;

/**
 * POST /system/test-runs answers newline-delimited JSON, one event a line, as the run goes: 'started' (the run
 * and the checks to come), a 'result' per check as soon as it finishes, 'finished' (the stored run).
 */
export const SystemRunEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('started'),
    runId: z.string(),
    startedAt: z.string(),
    checks: z.array(z.object({ name: SystemCheckNameSchema, label: z.string() })),
  }),
  z.object({ type: z.literal('result'), result: SystemCheckResultSchema }),
  z.object({ type: z.literal('finished'), run: SystemCheckRunSchema }),
]);
export type SystemRunEvent = z.infer<typeof SystemRunEventSchema>;

/** GET /health/live: the process answers (no dependency is asked). */
export const LivenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof LivenessSchema>;

/** GET /health/ready: the database answers and every committed migration is applied. */
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  db: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int().min(0), expected: z.number().int().min(0) }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
