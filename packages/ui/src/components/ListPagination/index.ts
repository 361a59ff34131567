export { ListPagination, type ListPaginationProps } from './ListPagination';
