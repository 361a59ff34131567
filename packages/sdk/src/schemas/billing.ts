// The answer schema of the billing calls, loaded with the first such call (see `lazySchema` in http.ts).
export { BillingInfoAnswerSchema } from '@app/domain';
