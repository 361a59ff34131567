export { SelectField, type SelectFieldOption, type SelectFieldProps } from './SelectField';
