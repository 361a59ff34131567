export {
  ORG_NAVIGATION_LABEL,
  OrgNavigation,
  type OrgNavigationItem,
  type OrgNavigationProps,
} from './OrgNavigation';
