export { SubtaskList, type SubtaskListProps } from './SubtaskList';
