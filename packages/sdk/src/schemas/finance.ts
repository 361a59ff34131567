// The answer schemas of the finance calls, loaded with the first such call (see `lazySchema` in http.ts).
export {
  ApiMessageSchema,
  ExpenseAnswerSchema,
  ExpensePageSchema,
  FinanceAccessAnswerSchema,
  FinanceCredentialsAnswerSchema,
  FinanceGrantAnswerSchema,
  FinanceMemberAnswerSchema,
  FinanceMembersAnswerSchema,
  FinanceRatesAnswerSchema,
  FinanceSummaryAnswerSchema,
  ProjectBudgetLinesAnswerSchema,
} from '@app/domain';
