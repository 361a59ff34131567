export {
  type ProjectRate,
  ProjectRatesCard,
  type ProjectRatesCardProps,
  type ProjectRatesMember,
  type ProjectRatesValues,
} from './ProjectRatesCard';
