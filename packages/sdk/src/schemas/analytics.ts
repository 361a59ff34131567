// The answer schema of the analytics call, loaded with the first such call (see `lazySchema` in http.ts).
export { AnalyticsAnswerSchema } from '@app/domain';
