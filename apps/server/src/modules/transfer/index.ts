import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { transferEvents } from './transfer.events';
import { transferRoutes } from './transfer.routes';
import { EXPORT_QUEUE, IMPORT_QUEUE, runExport, runImport } from './transfer.service';

/**
 * Import and export (issue 41): exports of an organization, a project or a personal workspace to the transfer
 * bundle (JSON, or a ZIP of CSV tables), and imports of a bundle that an importer made from a file (a TaskFlow
 * export, a CSV with a column mapping, Trello, Jira, Asana) after a dry run; both run as background jobs.
 */
export const transferModule = defineModule({
  name: 'transfer',
  routes: transferRoutes as FastifyPluginAsync,
  events: transferEvents,
  jobs: {
    [EXPORT_QUEUE]: async (data, context) => {
      await runExport(context, String(data.id));
    },
    [IMPORT_QUEUE]: async (data, context) => {
      await runImport(context, String(data.id));
    },
  },
});

export { transferExports, transferImports } from './transfer.schema';
