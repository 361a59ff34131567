export { StatCard, type StatCardProps, type StatCardTrend } from './StatCard';
