export {
  QueryState,
  type QueryStateErrorProps,
  type QueryStateLoadingProps,
  type QueryStateNotFoundProps,
  type QueryStateProps,
} from './QueryState';
