export { ChartCard, type ChartCardColumn, type ChartCardProps, type ChartCardRow } from './ChartCard';
