export { TaskTimeCard, type TaskTimeCardProps, type TaskTimeEntry } from './TaskTimeCard';
