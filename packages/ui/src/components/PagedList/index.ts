export {
  PagedList,
  type PagedListProps,
  type PagedListState,
  type PagedListTexts,
} from './PagedList';
