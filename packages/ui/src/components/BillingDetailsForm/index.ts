export { BillingDetailsForm, type BillingDetailsFormProps } from './BillingDetailsForm';
