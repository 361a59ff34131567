// The answer schemas of time.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
export {
  ApiMessageSchema,
  ProjectRatesAnswerSchema,
  TimeEntryAnswerSchema,
  TimeEntryPageSchema,
  TimeReportAnswerSchema,
  TimerAnswerSchema,
  TimerStartAnswerSchema,
  TimesheetAnswerSchema,
  TimesheetReviewAnswerSchema,
  TimesheetSummaryListAnswerSchema,
} from '@app/domain';
