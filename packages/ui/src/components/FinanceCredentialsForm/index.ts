export { FinanceCredentialsForm, type FinanceCredentialsFormProps } from './FinanceCredentialsForm';
