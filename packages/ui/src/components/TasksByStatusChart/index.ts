export { TasksByStatusChart, type TasksByStatusChartProps } from './TasksByStatusChart';
