export {
  ListPagination,
  type ListPaginationProps,
  PagedListFooter,
  type PagedListFooterProps,
} from './ListPagination';
