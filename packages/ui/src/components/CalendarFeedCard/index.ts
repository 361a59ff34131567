export { CalendarFeedCard, type CalendarFeedCardProps } from './CalendarFeedCard';
