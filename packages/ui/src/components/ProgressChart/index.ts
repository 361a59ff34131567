export { ProgressChart, type ProgressChartProps, type ProgressPoint } from './ProgressChart';
