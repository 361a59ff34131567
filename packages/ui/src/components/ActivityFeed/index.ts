export { ActivityFeed, type ActivityFeedEntry, type ActivityFeedProps } from './ActivityFeed';
