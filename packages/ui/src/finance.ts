// Finance surfaces of issue 21: the finance gate, budgets against spend, expenses, rates and finance access.

export * from './components/BudgetTable';
export * from './components/ExpenseList';
export * from './components/FinanceGateForm';
