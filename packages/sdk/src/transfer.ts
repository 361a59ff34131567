import type {
  CsvMapping,
  ExportCreatePayload,
  ExportDownloadFormat,
  ExportJob,
  ImportJob,
  ImportRunPayload,
  TransferSource,
} from '@app/domain';
import type { ApiClient, UploadOptions } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/transfer.ts.
const schemas = () => import('./schemas/transfer');
const ExportJobAnswerSchema = lazySchema(schemas, 'ExportJobAnswerSchema');
const ImportJobAnswerSchema = lazySchema(schemas, 'ImportJobAnswerSchema');

/**
 * Import and export (issue 41): exports of an organization, a project or a personal workspace, and imports with a
 * dry run first. Both run on the server as jobs: poll `getExport` / `getImport` until `status` is done or failed.
 */

const exportPath = (id: string) => `exports/${encodeURIComponent(id)}`;
const importPath = (id: string) => `imports/${encodeURIComponent(id)}`;

/** POST /exports: starts an export; answers its job (queued). */
export async function startExport(client: ApiClient, payload: ExportCreatePayload): Promise<ExportJob> {
  return (await client.post('exports', ExportJobAnswerSchema, payload)).data;
}

/** GET /exports/{id}: its status, progress and counts. */
export async function getExport(client: ApiClient, id: string): Promise<ExportJob> {
  return (await client.get(exportPath(id), ExportJobAnswerSchema)).data;
}

/** GET /exports/{id}/download: the bundle as JSON, or a ZIP of one CSV per table. */
export function downloadExport(client: ApiClient, id: string, format: ExportDownloadFormat): Promise<Blob> {
  return client.getBlob(`${exportPath(id)}/download`, { format });
}

/** POST /imports: uploads a file of a source; answers the dry run. */
export async function uploadImport(
  client: ApiClient,
  source: TransferSource,
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<ImportJob> {
  const form = new FormData();
  form.append('source', source);
  form.append('file', file, fileName);
  return (await client.upload('imports', ImportJobAnswerSchema, form, options)).data;
}

/** GET /imports/{id}: the dry run, then the job's status, progress and result. */
export async function getImport(client: ApiClient, id: string): Promise<ImportJob> {
  return (await client.get(importPath(id), ImportJobAnswerSchema)).data;
}

/** PUT /imports/{id}/mapping: a CSV import's columns mapped anew; answers the new dry run. */
export async function setImportMapping(
  client: ApiClient,
  id: string,
  mapping: CsvMapping,
): Promise<ImportJob> {
  return (await client.put(`${importPath(id)}/mapping`, ImportJobAnswerSchema, { mapping })).data;
}

/** POST /imports/{id}/run: starts the import (into new projects, or into `targetProjectId`). */
export async function runImport(
  client: ApiClient,
  id: string,
  payload: ImportRunPayload = {},
): Promise<ImportJob> {
  return (await client.post(`${importPath(id)}/run`, ImportJobAnswerSchema, payload)).data;
}
