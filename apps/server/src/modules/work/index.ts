import { defineModule } from '../module';
import { workEvents } from './work.events';

/**
 * Work: what projects, tasks, to-dos, the dashboard and the discussion share (tenant scope, the activity feed,
 * dates, search, user summaries, a project's socket audience and cache tags). It has no routes; it owns the
 * `activity.recorded` event. Other modules import it through this file only.
 */
export const workModule = defineModule({ name: 'work', events: workEvents });

export {
  type ActivityInput,
  listRecentActivity,
  recordActivity,
  toActivityEntry,
  VIA_ASSISTANT,
} from './activity';
export { audienceOf, projectAudience } from './audience';
export { placeTags } from './cache-tags';
export { sendVisibleList } from './cached-list';
export * from './dates';
export {
  DAY_MS,
  type DemoFeedEntry,
  dayFrom,
  demoActivityMessage,
  HOUR_MS,
  recordDemoFeed,
  timeAgo,
} from './demo';
export type { WorkDeps } from './deps';
export * from './scope';
export { containsPattern, escapeLikePattern } from './search';
export * from './views';
