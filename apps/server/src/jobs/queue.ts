import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config';
import type { AppDb, Database } from '../db/client';
import type { DomainEventBus } from '../events/bus';

/** What a module's job handler and start step get: the database, the event bus, the log, the queue, the config. */
export interface JobContext {
  db: AppDb;
  config: AppConfig;
  events: DomainEventBus;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/** Runs one job; throwing makes pg-boss retry it (the handler must be safe to run twice). */
export type JobHandler = (data: Record<string, unknown>, context: JobContext) => Promise<void>;

/** How a queue is worked: how many jobs run at once (one worker each), how often an idle worker looks. */
export interface QueueOptions {
  /** Workers of the queue in this process, each running one job at a time (1 by default). */
  workers?: number;
  /** An idle worker's polling interval in seconds (the queue's `pollIntervalSeconds` by default; at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one job of this key waits in the queue (the queue's policy is 'short'): a second send is refused. */
  singletonKey?: string;
}

/** The schema pg-boss keeps its tables in, beside the app's. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
const SCHEMA = JOB_QUEUE_SCHEMA;

/**
 * pg-boss's own tables as one script (what its start creates on a database without them): the test suites' migrated
 * snapshot and template get them once, so each test app's queue only checks their version.
 */
export function jobQueueSchemaScript(): string {
  return PgBoss.getConstructionPlans(SCHEMA);
}

/**
 * The server's job queue: pg-boss 10 on the app's own database, through `Database.executeSql` (on PostgreSQL the
 * pool, on the embedded PGlite its thread: one statement with parameters by query(), a script by exec()). Jobs
 * live in the database, so a job scheduled before a restart runs after it, and on several processes of one
 * PostgreSQL each job is taken by one of them (SKIP LOCKED). Created stopped: start() after the modules named
 * their queues, stop() before the database closes.
 */
export class JobQueue {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #options = new Map<string, QueueOptions>();
  readonly #workerIds = new Map<string, string[]>();
  #boss: PgBoss | undefined;
  #starting: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly context: Omit<JobContext, 'jobs'>,
    private readonly pollIntervalSeconds: number,
  ) {}

  /** Names a queue and its handler (a module's `jobs`); before start(). */
  register(name: string, handler: JobHandler, options: QueueOptions = {}): void {
    if (this.#handlers.has(name)) throw new Error(`The job queue ${name} is registered twice`);
    this.#handlers.set(name, handler);
    this.#options.set(name, options);
  }

  get started(): boolean {
    return this.#boss !== undefined;
  }

  async start(): Promise<void> {
    this.#starting ??= this.#start();
    return this.#starting;
  }

  async #start(): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      schema: SCHEMA,
      // The schedule (cron) part is not used; supervision archives and deletes finished jobs.
      schedule: false,
      supervise: true,
      migrate: true,
    });
    boss.on('error', (error) => this.context.log.error({ err: error }, 'Job queue error'));
    await boss.start();
    const context: JobContext = { ...this.context, jobs: this };
    for (const [name, handler] of this.#handlers) {
      await boss.createQueue(name, { name, policy: 'short' });
      const options = this.#options.get(name) ?? {};
      const ids: string[] = [];
      for (let worker = 0; worker < Math.max(1, options.workers ?? 1); worker++) {
        const pollingIntervalSeconds = options.pollingIntervalSeconds ?? this.pollIntervalSeconds;
        ids.push(
          await boss.work(name, { pollingIntervalSeconds }, async (jobs) => {
            for (const job of jobs) await handler(job.data as Record<string, unknown>, context);
          }),
        );
      }
      this.#workerIds.set(name, ids);
    }
    this.#boss = boss;
  }

  /**
   * Queues a job; answers its id, or null when one of the same singleton key already waits. A queue that is not
   * started (a test app without jobs) queues nothing: the module's start step schedules what is due then.
   */
  async send(name: string, data: Record<string, unknown>, options: SendOptions = {}): Promise<string | null> {
    const boss = this.#boss;
    if (!boss) return null;
    return boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      retryLimit: 3,
      retryDelay: 5,
    });
  }

  /**
   * Wakes the idle workers of a queue in this process at once, instead of at their next poll: a job just sent
   * that is due now runs within milliseconds (webhook deliveries).
   */
  notify(name: string): void {
    const boss = this.#boss;
    if (!boss) return;
    for (const id of this.#workerIds.get(name) ?? []) boss.notifyWorker(id);
  }

  /** Cancels a queued job; one that already ran or is gone is left as it is. */
  async cancel(name: string, id: string): Promise<void> {
    await this.#boss?.cancel(name, id).catch(() => {});
  }

  /** Stops taking jobs and waits for those running; the database stays open. Safe to call twice. */
  async stop(): Promise<void> {
    await this.#starting?.catch(() => {});
    const boss = this.#boss;
    this.#boss = undefined;
    this.#starting = undefined;
    this.#workerIds.clear();
    await boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }
}
