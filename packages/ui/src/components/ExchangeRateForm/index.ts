export { ExchangeRateForm, type ExchangeRateFormProps } from './ExchangeRateForm';
