// The answer schemas of the security report calls, loaded with the first such call (see `lazySchema` in
// http.ts): the reporter is installed on the first page load, zod is not.
export {
  CsrfTokenAnswerSchema,
  SecurityReportPageSchema,
  SecurityReportStoredAnswerSchema,
} from '@app/domain';
