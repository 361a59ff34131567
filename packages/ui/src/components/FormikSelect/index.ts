export { FormikSelect, type FormikSelectOption, type FormikSelectProps } from './FormikSelect';
