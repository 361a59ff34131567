import type {
  AuditEntry,
  AuditFilterValues,
  AuditListQueryInput,
  AuditVerificationResult,
  Paginated,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

const schemas = () => import('./schemas/audit');
const AuditPageSchema = lazySchema(schemas, 'AuditPageSchema');
const AuditVerificationAnswerSchema = lazySchema(schemas, 'AuditVerificationAnswerSchema');

const auditPath = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/audit`;

/** One page of an organization's audit log, newest first, with the filters (GET /organizations/{id}/audit). */
export function listAuditEntries(
  client: ApiClient,
  organizationId: string,
  query?: AuditListQueryInput,
): Promise<Paginated<AuditEntry>> {
  return client.get(auditPath(organizationId), AuditPageSchema, searchParamsOrNone(query));
}

/** The filtered entries as a CSV file (GET /organizations/{id}/audit/export). */
export function exportAuditEntries(
  client: ApiClient,
  organizationId: string,
  filters: AuditFilterValues = {},
): Promise<Blob> {
  const { actor, action, from, to } = filters;
  return client.getBlob(
    `${auditPath(organizationId)}/export`,
    searchParamsOrNone({ actor, action, from, to }),
  );
}

/** Walks the organization's hash chain (POST /organizations/{id}/audit/verify). */
export async function verifyAuditChain(
  client: ApiClient,
  organizationId: string,
): Promise<AuditVerificationResult> {
  return (await client.post(`${auditPath(organizationId)}/verify`, AuditVerificationAnswerSchema)).data;
}

/** The name the export is saved under: audit-log-YYYY-MM-DD.csv. */
export function auditExportFileName(now: Date): string {
  return `audit-log-${now.toISOString().slice(0, 10)}.csv`;
}
