export { TaskRow, type TaskRowAssignee, type TaskRowProps, type TaskRowTask } from './TaskRow';
