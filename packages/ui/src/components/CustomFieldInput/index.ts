export { CustomFieldInput, type CustomFieldInputProps, type CustomFieldMember } from './CustomFieldInput';
