export { BudgetTable, type BudgetTableProps, type BudgetTableRow, budgetTone } from './BudgetTable';
