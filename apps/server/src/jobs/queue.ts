import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppDb, Database } from '../db/client';
import type { DomainEventBus } from '../events/bus';

/** What a module's job handler and start step get: the database, the event bus, the log and the queue. */
export interface JobContext {
  db: AppDb;
  events: DomainEventBus;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/** Runs one job; throwing makes pg-boss retry it (the handler must be safe to run twice). */
export type JobHandler = (data: Record<string, unknown>, context: JobContext) => Promise<void>;

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
  #boss: PgBoss | undefined;
  #starting: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly context: Omit<JobContext, 'jobs'>,
    private readonly pollIntervalSeconds: number,
  ) {}

  /** Names a queue and its handler (a module's `jobs`); before start(). */
  register(name: string, handler: JobHandler): void {
    if (this.#handlers.has(name)) throw new Error(`The job queue ${name} is registered twice`);
    this.#handlers.set(name, handler);
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
      await boss.work(name, { pollingIntervalSeconds: this.pollIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Record<string, unknown>, context);
      });
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
    await boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }
}
