// What the analytics charts share around their figures: the card they sit in, the props they all take, and the
// axes they draw the same way.
import { ANALYTICS_TEXTS } from '@app/domain';
import { ChartCard, type ChartCardProps } from '../ChartCard';
import { axisDay, weeklyTicks } from './format';

/** The props every analytics chart takes besides its figures. */
export interface AnalyticsChartProps {
  /** The card's title; the figure's name by default. */
  title?: string;
  loading?: boolean;
  /** Draws the plot at once, without its entrance animation (tests, visual references). */
  skipAnimation?: boolean;
}

/** A ChartCard as the reports show it: with 'View as table', and 'No data for this range.' when there is nothing to plot. */
export function AnalyticsChartCard({
  emptyText = ANALYTICS_TEXTS.noData,
  ...props
}: Omit<ChartCardProps, 'tableToggleLabel'>) {
  return <ChartCard {...props} emptyText={emptyText} tableToggleLabel={ANALYTICS_TEXTS.viewAsTable} />;
}

/** What every plot starts with: the height the card gives it, no keyboard navigation (the table view is the way through the figures). */
export function plotProps(height: number, skipAnimation: boolean) {
  return { height, skipAnimation, disableKeyboardNavigation: true };
}

/** The upright count axis: whole tasks only, in a narrow gutter. */
export const COUNT_AXIS = { tickMinStep: 1, width: 36 };

/** An x axis of one point a day, labelled about once a week. */
export function dailyAxis(days: readonly string[]) {
  return {
    scaleType: 'point' as const,
    data: days.map((day) => axisDay(day)),
    tickInterval: weeklyTicks(days.length),
  };
}
