// Finance surfaces: the finance gate, budgets against spend, expenses, rates and finance access.

export * from './components/BudgetLinesDialog';
export * from './components/BudgetTable';
export * from './components/ExchangeRateForm';
export * from './components/ExpenseDialog';
export * from './components/ExpenseFilters';
export * from './components/ExpenseList';
export * from './components/FinanceCharts';
export * from './components/FinanceCredentialsForm';
export * from './components/FinanceGateForm';
export * from './components/FinanceMemberTable';
export * from './components/ProjectRatesCard';
