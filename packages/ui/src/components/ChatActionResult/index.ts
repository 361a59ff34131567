export { ChatActionResult, type ChatActionResultProps } from './ChatActionResult';
export { ProgressResult, type ProgressResultProps } from './ProgressResult';
export { ProjectListResult, type ProjectListResultProps } from './ProjectListResult';
export { QuickActionsResult, type QuickActionsResultProps } from './QuickActionsResult';
export {
  ResultCard,
  type ResultCardProps,
  ResultChip,
  type ResultChipProps,
  type ResultTone,
} from './ResultCard';
export { TASKS_HREF, TaskListResult, type TaskListResultProps, taskHref } from './TaskListResult';
export { TeamResult, type TeamResultProps } from './TeamResult';
