export {
  fieldColumnKey,
  groupTasks,
  TASK_TABLE_BUILT_IN_COLUMNS,
  type TaskGroup,
  type TaskTableBuiltInColumn,
} from './columns';
export { TaskTable, type TaskTableCellChange, type TaskTableProps, type TaskTableSort } from './TaskTable';
