import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { redactUrl } from './db/client';
import { allowWasmTierUp } from './db/pglite-thread';
import { collectStartGarbage } from './lib/settle-heap';
import {
  createsPgliteDirectory,
  PREPARE_DATABASE_ENV,
  prepareInChild,
  runPrepareChild,
} from './prepare-database';
import type { DemoAccount } from './seed';
import { startServer } from './server';

// How long in-flight requests get to finish on SIGTERM/SIGINT before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

function databaseLabel(config: AppConfig, kind: string): string {
  return kind === 'postgres' && config.databaseUrl
    ? `PostgreSQL (${redactUrl(config.databaseUrl)})`
    : `PGlite (embedded, ${config.dataDir}/pglite)`;
}

function accountsTable(accounts: readonly DemoAccount[]): string[] {
  const rows = [['Email', 'Password', 'Kind'], ...accounts.map((a) => [a.email, a.password, a.kind])];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('   ')
      .trimEnd();
  const [header, ...body] = rows;
  return [line(header ?? []), widths.map((width) => '-'.repeat(width)).join('   '), ...body.map(line)];
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (process.env[PREPARE_DATABASE_ENV] === '1') {
    await runPrepareChild(config);
    return;
  }
  // A new embedded database is made by a child process, whose start-up peak then leaves with it (issue 43).
  const prepared = createsPgliteDirectory(config)
    ? await prepareInChild(fileURLToPath(import.meta.url))
    : { created: 0 };

  const server = await startServer(config);

  const lines = [
    '',
    `  App ready at ${server.url}`,
    `  Database: ${databaseLabel(config, server.database.kind)}`,
  ];
  if (server.demoAccounts.length > 0) {
    lines.push('', `  Demo accounts${server.seeded || prepared.created > 0 ? ' (just created)' : ''}:`, '');
    lines.push(...accountsTable(server.demoAccounts).map((row) => `    ${row}`));
  }
  console.log([...lines, ''].join('\n'));
  // The start's garbage goes now rather than after V8's own ~45 s of quiet, and PGlite's code may be optimised
  // from now on (issue 43).
  collectStartGarbage();
  allowWasmTierUp();

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: server.app.log }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'Shutting down after an unexpected error');
    else server.app.log.info({ signal }, 'Shutting down');
    await server.close();
  });
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
