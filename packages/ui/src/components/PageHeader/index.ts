export {
  PageHeader,
  type PageHeaderContent,
  type PageHeaderProps,
  PageHeaderProvider,
  type PageHeaderProviderProps,
  useHasPageHeader,
  usePageHeaderContent,
} from './PageHeader';
