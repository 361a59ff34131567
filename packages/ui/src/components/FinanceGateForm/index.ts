export { type FinanceGateCredentials, FinanceGateForm, type FinanceGateFormProps } from './FinanceGateForm';
