export { OrganizationSwitcherList, type OrganizationSwitcherListProps } from './OrganizationSwitcherList';
