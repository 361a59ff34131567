import {
  type Analytics,
  type AnalyticsExportFormat,
  type AnalyticsQueryInput,
  analyticsExportFileName,
  analyticsRange,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone, toSearchParams } from './search-params';

const schemas = () => import('./schemas/analytics');
const AnalyticsAnswerSchema = lazySchema(schemas, 'AnalyticsAnswerSchema');

/** Every figure for the viewer's scope, filters and range (GET /analytics). */
export async function fetchAnalytics(client: ApiClient, query: AnalyticsQueryInput = {}): Promise<Analytics> {
  return (await client.get('analytics', AnalyticsAnswerSchema, searchParamsOrNone(query))).data;
}

/** The same figures as a file, CSV or XLSX (GET /analytics/export). */
export function exportAnalytics(
  client: ApiClient,
  format: AnalyticsExportFormat,
  query: AnalyticsQueryInput = {},
): Promise<Blob> {
  return client.getBlob('analytics/export', { ...toSearchParams(query), format });
}

/** The export's path and query under the API's base (/api/v1/analytics/export?...), for a plain link. */
export function analyticsExportPath(format: AnalyticsExportFormat, query: AnalyticsQueryInput = {}): string {
  const params = new URLSearchParams(
    Object.entries({ ...toSearchParams(query), format }).map(([key, value]) => [key, String(value)]),
  );
  return `analytics/export?${params.toString()}`;
}

/** The name an export is saved under: the server's, from the range the query asks for. */
export function analyticsExportName(
  format: AnalyticsExportFormat,
  query: AnalyticsQueryInput = {},
  now: Date = new Date(),
): string {
  return analyticsExportFileName(analyticsRange(query, now), format);
}
