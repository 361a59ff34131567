// The values of system-checks.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: system-checks.ts re-exports them.
import type { SystemCheckName, SystemCheckResult, SystemCheckStatus, SystemRunStatus } from './system-checks';

/**
 * The System Test Suite: the live checks of the running system, in the order the screen lists them,
 * each with its label. The server runs them all; a check that does not apply to this server (Redis, Google
 * sign-in not configured) answers 'skip'.
 */
export const SYSTEM_CHECKS = [
  { name: 'database', label: 'Database read and write' },
  { name: 'migrations', label: 'Database migrations' },
  { name: 'mail', label: 'Mail transport' },
  { name: 'realtime', label: 'Real-time socket round trip' },
  { name: 'redis', label: 'Redis' },
  { name: 'google', label: 'Google sign-in configuration' },
  { name: 'disk', label: 'Free disk space' },
  { name: 'clock', label: 'Clock' },
] as const;

export const SYSTEM_CHECK_NAMES = SYSTEM_CHECKS.map((check) => check.name) as [
  SystemCheckName,
  ...SystemCheckName[],
];

export const SYSTEM_CHECK_STATUSES = ['pass', 'fail', 'skip'] as const;

export const SYSTEM_CHECK_STATUS_LABELS: Record<SystemCheckStatus, string> = {
  pass: 'Passed',
  fail: 'Failed',
  skip: 'Skipped',
};

/** A run is 'running' until its last check answers; then 'passed' unless a check failed (skips do not fail it). */
export const SYSTEM_RUN_STATUSES = ['running', 'passed', 'failed'] as const;

export const SYSTEM_RUN_STATUS_LABELS: Record<SystemRunStatus, string> = {
  running: 'Running',
  passed: 'All passed',
  failed: 'Failed',
};

/** Each check gives up after this long and fails with a timeout message. */
export const SYSTEM_CHECK_TIMEOUT_MS = 5000;

/** One run per user in this many seconds. */
export const SYSTEM_RUN_INTERVAL_SECONDS = 10;

/** The disk check fails under this many free bytes, or under this share of the disk. */
export const SYSTEM_DISK_MIN_FREE_BYTES = 500 * 1024 * 1024;

export const SYSTEM_DISK_MIN_FREE_RATIO = 0.05;

/** The clock check fails when the server and the database disagree by more than this. */
export const SYSTEM_CLOCK_MAX_SKEW_MS = 5000;

/** The media type of the run's stream. */
export const SYSTEM_RUN_STREAM_TYPE = 'application/x-ndjson';

/** The overall status of finished results. */
export function systemRunStatus(results: readonly Pick<SystemCheckResult, 'status'>[]): SystemRunStatus {
  return results.some((result) => result.status === 'fail') ? 'failed' : 'passed';
}

export const SYSTEM_CHECK_MESSAGES = {
  tooSoon: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before running the checks again`,
  alreadyRunning: 'A run of the checks is already in progress',
  timedOut: (ms: number) => `No answer within ${ms / 1000} s`,
  migrationsPending: (count: number) =>
    `${count} database migration${count === 1 ? ' is' : 's are'} not applied`,
  streamBroken: 'The run stopped before all checks answered',
} as const;

/** The screen's texts. */
export const SYSTEM_TEST_SUITE_TEXTS = {
  title: 'System Test Suite',
  description: "Live checks of the system's services: each one's status, time and message as it runs.",
  run: 'Run all checks',
  running: 'Running checks…',
  resultsTitle: 'Checks',
  historyTitle: 'Run history',
  historyEmpty: 'No runs yet',
  historyFailed: 'The run history could not be loaded.',
  notRunYet: 'Not run yet',
  waiting: 'Running',
  finishedAnnouncement: (passed: number, failed: number, skipped: number) =>
    `Checks finished: ${passed} passed, ${failed} failed, ${skipped} skipped`,
  columns: { startedAt: 'Started', runBy: 'Run by', status: 'Status', results: 'Results', duration: 'Time' },
} as const;
