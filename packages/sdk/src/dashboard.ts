import type { Dashboard } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the screen: see schemas/work.ts.
const DashboardAnswerSchema = lazySchema(() => import('./schemas/work'), 'DashboardAnswerSchema');

/**
 * The dashboard (GET /dashboard): counts, average progress, the user's next tasks and recent activity.
 * `today` is the caller's calendar day ('YYYY-MM-DD'), so 'overdue' and 'this week' follow their time zone.
 */
export async function getDashboard(client: ApiClient, query?: { today?: string }): Promise<Dashboard> {
  return (await client.get('dashboard', DashboardAnswerSchema, searchParamsOrNone(query))).data;
}

/** The local calendar day of `now` as 'YYYY-MM-DD' (not the UTC day). */
export function localCalendarDay(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
