export { TaskRelationList, type TaskRelationListProps } from './TaskRelationList';
