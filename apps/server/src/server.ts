import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { type DemoAccount, findDemoAccounts, seedDemoData } from './seed';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Where the server answers, e.g. http://localhost:3000 (the real port when PORT=0). */
  url: string;
  port: number;
  /** Demo accounts present in the database (printed at start); empty when SEED is off. */
  demoAccounts: DemoAccount[];
  /** True when this start filled an empty database with demo data. */
  seeded: boolean;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. Idempotent. */
  close(): Promise<void>;
}

/** Migrates the database and, when SEED is on, seeds it if empty; the number of demo accounts created. */
export async function migrateAndSeed(database: Database, config: Pick<AppConfig, 'seed'>): Promise<number> {
  await migrateDatabase(database);
  return config.seed ? (await seedDemoData(database.db)).length : 0;
}

/** Opens and migrates the database, seeds an empty one when SEED is on, builds the app and listens. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    const created = await migrateAndSeed(database, config);
    const demoAccounts = config.seed ? await findDemoAccounts(database.db) : [];

    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;

    const running = app;
    let closing: Promise<void> | undefined;
    return {
      app: running,
      database,
      url: `http://localhost:${port}`,
      port,
      demoAccounts,
      seeded: created > 0,
      close: () => {
        closing ??= (async () => {
          try {
            await running.close();
          } finally {
            await database.close();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
