import { ANALYTICS_TEXTS } from '@app/domain';
import { AnalyticsScreen } from './analytics/AnalyticsScreen';

/**
 * Analytics (/org/analytics): org admins and enterprise admins see their organization, department managers their
 * departments; the same figures, charts and exports as /reports.
 */
export function AdminAnalytics() {
  return <AnalyticsScreen title={ANALYTICS_TEXTS.orgAnalyticsTitle} />;
}
