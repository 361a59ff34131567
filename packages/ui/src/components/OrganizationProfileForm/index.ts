export {
  type OrganizationProfile,
  type OrganizationProfileField,
  OrganizationProfileForm,
  type OrganizationProfileFormProps,
} from './OrganizationProfileForm';
