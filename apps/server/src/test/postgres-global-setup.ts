import type { TestProject } from 'vitest/node';
import { dropLeftoverDatabases, newRunId } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    serverTestRunId: string;
  }
}

/** server-pg project: one run id for every worker, and no database of this run left behind. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('The server-pg project needs DATABASE_URL');
  const runId = newRunId();
  await dropLeftoverDatabases(baseUrl, runId);
  project.provide('serverTestRunId', runId);
  return async () => {
    await dropLeftoverDatabases(baseUrl, runId);
  };
}
