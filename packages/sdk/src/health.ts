import { type Health, HealthSchema } from '@app/domain';
import type { ApiClient } from './http';

export function getHealth(client: ApiClient): Promise<Health> {
  return client.get('health', HealthSchema);
}
