export {
  OrganizationLayout,
  type OrganizationLayoutPermissions,
  type OrganizationLayoutProps,
} from './OrganizationLayout';
