export { FormikCheckbox, type FormikCheckboxProps } from './FormikCheckbox';
