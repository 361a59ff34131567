export { RowList, type RowListProps } from './RowList';
