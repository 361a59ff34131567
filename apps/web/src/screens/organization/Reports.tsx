import { ANALYTICS_TEXTS } from '@app/domain';
import { AnalyticsScreen } from './analytics/AnalyticsScreen';

/** Reports & Analytics (/reports, admins): the figures, charts and exports of what the viewer may see. */
export function Reports() {
  return <AnalyticsScreen title={ANALYTICS_TEXTS.reportsTitle} />;
}
