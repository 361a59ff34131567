export {
  type FinanceMemberCandidate,
  type FinanceMemberRole,
  type FinanceMemberRow,
  FinanceMemberTable,
  type FinanceMemberTableProps,
} from './FinanceMemberTable';
