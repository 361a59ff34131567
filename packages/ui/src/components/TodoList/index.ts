export { positionBetween, positionForMove, sortByPosition } from './positions';
export {
  type TodoChanges,
  type TodoDraft,
  type TodoFilter,
  TodoList,
  type TodoListItem,
  type TodoListProps,
  type TodoProjectOption,
  type TodoSharing,
} from './TodoList';
