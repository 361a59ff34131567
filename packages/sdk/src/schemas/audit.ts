// The answer schemas of the audit log's calls, loaded with the first such call (see `lazySchema` in http.ts).
export { AuditPageSchema, AuditVerificationAnswerSchema } from '@app/domain';
