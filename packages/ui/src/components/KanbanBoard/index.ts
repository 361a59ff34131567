export {
  KanbanBoard,
  type KanbanBoardProps,
  type KanbanColumnData,
  type KanbanMove,
} from './KanbanBoard';
export type { KanbanCardState, KanbanItem } from './KanbanCard';
export { applyKanbanMove } from './moves';
