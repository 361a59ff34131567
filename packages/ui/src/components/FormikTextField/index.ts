export { FormikTextField, type FormikTextFieldProps } from './FormikTextField';
