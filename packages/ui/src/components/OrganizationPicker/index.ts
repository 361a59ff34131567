export {
  OrganizationPicker,
  type OrganizationPickerOption,
  type OrganizationPickerProps,
} from './OrganizationPicker';
