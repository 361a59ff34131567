export { TasksByStatusChart, type TasksByStatusChartProps } from './TasksByStatusChart';
export {
  TasksByStatusChartPlaceholder,
  type TasksByStatusChartPlaceholderProps,
} from './TasksByStatusChartPlaceholder';
