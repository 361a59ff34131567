import type { Health } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/health.ts.
const schemas = () => import('./schemas/health');
const HealthSchema = lazySchema(schemas, 'HealthSchema');

export function getHealth(client: ApiClient): Promise<Health> {
  return client.get('health', HealthSchema);
}
