import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@app/domain';
import { z } from 'zod';
import { PasswordHashCostError, passwordHashCostOf } from './lib/password';
import { DEFAULT_WEB_DIST } from './paths';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite files, generated secrets). */
  dataDir: string;
  /** PostgreSQL connection string; when missing the embedded PGlite in `${dataDir}/pglite` is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Public origin of the app, without a trailing slash. */
  appOrigin: string;
  jwtSecret: string;
  /** Where the JWT secret came from: the environment or the generated `${dataDir}/secrets.json`. */
  jwtSecretSource: 'env' | 'file';
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Absolute path of the built web app (its index.html and assets/). */
  webDist: string;
  seed: boolean;
  /** Where attachments are stored: an S3-compatible bucket (`s3://KEY:SECRET@host:port/bucket?region=..`), else `${dataDir}/attachments`. */
  s3Url: string | undefined;
  /** Outgoing mail: SMTP when `smtpUrl` is set, otherwise the dev outbox table (links logged). */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Notification mail: changes to one task within this window go out as one message (MAIL_BATCH_WINDOW_MS). */
    batchWindowMs: number;
    /** How often the "due soon" sweep looks for tasks due today or tomorrow (MAIL_DUE_SOON_INTERVAL_MS). */
    dueSoonIntervalMs: number;
  };
  /** The job queue (pg-boss on the app's database): reminders fire through it. */
  jobs: {
    /** How often a worker looks for jobs that are due (JOBS_POLL_INTERVAL_SECONDS). */
    pollIntervalSeconds: number;
  };
  /** Outgoing webhooks (issue 41). */
  webhooks: WebhookSettings;
  /** Google sign-in (OpenID Connect); undefined when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is missing. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  auth: AuthSettings;
  /** The assistant's optional language model; undefined (the default) when ASSISTANT_LLM_URL is unset. */
  assistantLlm: AssistantLlmSettings | undefined;
}

export interface WebhookSettings {
  /** Deliveries may go to loopback and private addresses (WEBHOOKS_ALLOW_PRIVATE): tests and self-hosting only. */
  allowPrivate: boolean;
  /** Seconds between a delivery's attempts (WEBHOOKS_RETRY_DELAYS_SECONDS, comma-separated); its length is the retries. */
  retryDelaysSeconds: readonly number[];
  /** A delivery's request gives up after this long (WEBHOOKS_TIMEOUT_MS). */
  timeoutMs: number;
  /** Deliveries failed in a row that disable a webhook (WEBHOOKS_FAILURES_TO_DISABLE). */
  failuresToDisable: number;
  /** Deliveries sent at once by this process (WEBHOOKS_CONCURRENCY): a hanging receiver holds one of them. */
  concurrency: number;
}

/** An OpenAI-compatible chat-completions endpoint (Ollama, llama.cpp server, a hosted API). */
export interface AssistantLlmSettings {
  /** Base URL without a trailing slash; requests go to `${url}/chat/completions`. */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer <key>` when set. */
  key: string | undefined;
  /** How long one answer may take before the local engine answers instead. */
  timeoutMs: number;
}

export interface AuthSettings {
  /** Lifetime of a session token (JWT `exp`), in seconds. */
  tokenTtlSeconds: number;
  /** Requests per client address and window on each sign-in, registration and reset route. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Failed sign-ins in a row before an account is briefly locked. */
  lockoutThreshold: number;
  /** The longest an account stays locked after failed sign-ins; the lock doubles up to this. */
  lockoutMaxSeconds: number;
}

/** Thrown by loadConfig with one message that lists every invalid variable. */
export class ConfigError extends Error {
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

export const SECRETS_FILE_NAME = 'secrets.json';
const JWT_SECRET_MIN_LENGTH = 32;
const GENERATED_SECRET_BYTES = 48;
const SENSITIVE_VARIABLES = new Set([
  'JWT_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'S3_URL',
  'GOOGLE_CLIENT_SECRET',
  'ASSISTANT_LLM_URL',
  'ASSISTANT_LLM_KEY',
]);
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

// An empty variable (FOO= in a shell or .env file) means "not set", not "set to the empty string".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const urlWithProtocols = (protocols: readonly string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})` },
  );

const booleanFlag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInteger = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be an integer between ${min} and ${max}`);

const EnvSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 0 and 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be an integer between 0 and 65535')
      .default(3000),
  ),
  HOST: optional(z.string().trim().default('0.0.0.0')),
  DATA_DIR: optional(z.string().default('./data')),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL').optional()),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'Redis').optional()),
  APP_ORIGIN: optional(urlWithProtocols(['http:', 'https:'], 'http(s)').optional()),
  JWT_SECRET: optional(
    z.string().min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`).optional(),
  ),
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  WEB_DIST: optional(z.string().optional()),
  SEED: optional(booleanFlag.default(true)),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'SMTP').optional()),
  MAIL_FROM: optional(z.string().trim().optional()),
  S3_URL: optional(urlWithProtocols(['s3:'], 'S3').optional()),
  // Two minutes: changes made together arrive as one mail per task.
  MAIL_BATCH_WINDOW_MS: optional(positiveInteger(0, 24 * 3600 * 1000).default(120_000)),
  // An hour: a reminder of a task due today or tomorrow need not be more timely.
  MAIL_DUE_SOON_INTERVAL_MS: optional(positiveInteger(1000, 24 * 3600 * 1000).default(3_600_000)),
  // Two seconds (pg-boss's own default): a reminder arrives within that of its time.
  JOBS_POLL_INTERVAL_SECONDS: optional(positiveInteger(1, 300).default(2)),
  WEBHOOKS_ALLOW_PRIVATE: optional(booleanFlag.default(false)),
  WEBHOOKS_RETRY_DELAYS_SECONDS: optional(
    z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be a comma-separated list of whole seconds')
      .transform((value) => value.split(',').map((part) => Number(part.trim())))
      .optional(),
  ),
  WEBHOOKS_TIMEOUT_MS: optional(positiveInteger(100, 60_000).default(10_000)),
  WEBHOOKS_FAILURES_TO_DISABLE: optional(positiveInteger(1, 1000).default(15)),
  WEBHOOKS_CONCURRENCY: optional(positiveInteger(1, 50).default(4)),
  GOOGLE_CLIENT_ID: optional(z.string().trim().optional()),
  GOOGLE_CLIENT_SECRET: optional(z.string().trim().optional()),
  GOOGLE_ISSUER: optional(urlWithProtocols(['http:', 'https:'], 'http(s)').default(DEFAULT_GOOGLE_ISSUER)),
  // 8 hours: a working day. Shorter is safer; the fingerprint cookie and token versions cover the rest.
  TOKEN_TTL_SECONDS: optional(positiveInteger(60, 30 * 24 * 3600).default(8 * 3600)),
  AUTH_RATE_LIMIT_MAX: optional(positiveInteger(1, 1_000_000).default(20)),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: optional(positiveInteger(1, 24 * 3600).default(60)),
  LOGIN_LOCKOUT_THRESHOLD: optional(positiveInteger(1, 1000).default(5)),
  LOGIN_LOCKOUT_MAX_SECONDS: optional(positiveInteger(1, 24 * 3600).default(300)),
  ASSISTANT_LLM_URL: optional(urlWithProtocols(['http:', 'https:'], 'http(s)').optional()),
  ASSISTANT_LLM_MODEL: optional(z.string().trim().optional()),
  ASSISTANT_LLM_KEY: optional(z.string().trim().optional()),
  ASSISTANT_LLM_TIMEOUT_MS: optional(positiveInteger(100, 120_000).default(8000)),
});

/**
 * Reads the process environment into a typed config. Throws a ConfigError naming every bad variable.
 * When JWT_SECRET is missing, a secret is generated once into `${DATA_DIR}/secrets.json` (mode 0600) and reused.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      // Echo the bad value to help, except for variables that may carry credentials.
      const raw = name && !SENSITIVE_VARIABLES.has(name) ? env[name] : undefined;
      return `${name}: ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`;
    });
    throw new ConfigError(issues);
  }
  const vars = parsed.data;
  // The test suites' password cost is refused everywhere but under NODE_ENV=test (lib/password.ts).
  try {
    passwordHashCostOf({ ...env, NODE_ENV: vars.NODE_ENV });
  } catch (error) {
    if (!(error instanceof PasswordHashCostError)) throw error;
    throw new ConfigError([`PASSWORD_HASH_COST: ${error.message}`]);
  }
  const assistantLlm = assistantLlmOf(vars);
  const dataDir = path.resolve(vars.DATA_DIR);
  const jwtSecret = vars.JWT_SECRET ?? readOrCreateJwtSecret(dataDir);
  const appOrigin = (vars.APP_ORIGIN ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    appOrigin,
    jwtSecret,
    jwtSecretSource: vars.JWT_SECRET ? 'env' : 'file',
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : DEFAULT_WEB_DIST,
    seed: vars.SEED,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `TaskFlow <no-reply@${new URL(appOrigin).hostname}>`,
      batchWindowMs: vars.MAIL_BATCH_WINDOW_MS,
      dueSoonIntervalMs: vars.MAIL_DUE_SOON_INTERVAL_MS,
    },
    s3Url: vars.S3_URL,
    jobs: { pollIntervalSeconds: vars.JOBS_POLL_INTERVAL_SECONDS },
    webhooks: {
      allowPrivate: vars.WEBHOOKS_ALLOW_PRIVATE,
      retryDelaysSeconds: vars.WEBHOOKS_RETRY_DELAYS_SECONDS ?? WEBHOOK_RETRY_DELAYS_SECONDS,
      timeoutMs: vars.WEBHOOKS_TIMEOUT_MS,
      failuresToDisable: vars.WEBHOOKS_FAILURES_TO_DISABLE,
      concurrency: vars.WEBHOOKS_CONCURRENCY,
    },
    google:
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? {
            clientId: vars.GOOGLE_CLIENT_ID,
            clientSecret: vars.GOOGLE_CLIENT_SECRET,
            // Kept exactly as given: discovery compares it with the provider's own issuer string.
            issuer: vars.GOOGLE_ISSUER,
          }
        : undefined,
    auth: {
      tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
      rateLimitMax: vars.AUTH_RATE_LIMIT_MAX,
      rateLimitWindowSeconds: vars.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      lockoutThreshold: vars.LOGIN_LOCKOUT_THRESHOLD,
      lockoutMaxSeconds: vars.LOGIN_LOCKOUT_MAX_SECONDS,
    },
    assistantLlm,
  };
}

const AssistantLlmEnvSchema = EnvSchema.pick({
  ASSISTANT_LLM_URL: true,
  ASSISTANT_LLM_MODEL: true,
  ASSISTANT_LLM_KEY: true,
  ASSISTANT_LLM_TIMEOUT_MS: true,
});

function assistantLlmOf(vars: z.infer<typeof AssistantLlmEnvSchema>): AssistantLlmSettings | undefined {
  if (vars.ASSISTANT_LLM_URL && !vars.ASSISTANT_LLM_MODEL) {
    throw new ConfigError(['ASSISTANT_LLM_MODEL: is required when ASSISTANT_LLM_URL is set']);
  }
  return vars.ASSISTANT_LLM_URL && vars.ASSISTANT_LLM_MODEL
    ? {
        url: vars.ASSISTANT_LLM_URL.replace(/\/+$/, ''),
        model: vars.ASSISTANT_LLM_MODEL,
        key: vars.ASSISTANT_LLM_KEY,
        timeoutMs: vars.ASSISTANT_LLM_TIMEOUT_MS,
      }
    : undefined;
}

/**
 * The assistant's language model settings read from the environment alone, as the server reads them (for the
 * model bench, which starts no server): undefined when ASSISTANT_LLM_URL is unset; a ConfigError when invalid.
 */
export function assistantLlmSettings(env: NodeJS.ProcessEnv = process.env): AssistantLlmSettings | undefined {
  const parsed = AssistantLlmEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return assistantLlmOf(parsed.data);
}

interface SecretsFile {
  jwtSecret?: unknown;
  [key: string]: unknown;
}

function readSecretsFile(file: string): SecretsFile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as SecretsFile;
  } catch {
    // Fall through to the error below: never silently replace a secret that tokens may already be signed with.
  }
  throw new ConfigError([`${file}: is not a valid JSON object; fix or delete it to generate a new secret`]);
}

function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRETS_FILE_NAME);
  const existing = readSecretsFile(file);
  if (typeof existing?.jwtSecret === 'string' && existing.jwtSecret.length >= JWT_SECRET_MIN_LENGTH) {
    return existing.jwtSecret;
  }

  const jwtSecret = randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const content = `${JSON.stringify({ ...existing, jwtSecret }, null, 2)}\n`;
  try {
    // 'wx' creates the file atomically: when two processes start together, the first writer wins and the
    // other one reuses its secret instead of overwriting it.
    writeFileSync(file, content, { mode: 0o600, flag: existing ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecretsFile(file);
    if (typeof winner?.jwtSecret === 'string') return winner.jwtSecret;
    throw error;
  }
  // The mode option only applies on creation; tighten an older file too.
  chmodSync(file, 0o600);
  return jwtSecret;
}
