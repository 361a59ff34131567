export {
  ProjectOverviewCard,
  type ProjectOverviewCardProps,
  type ProjectOverviewCounts,
} from './ProjectOverviewCard';
