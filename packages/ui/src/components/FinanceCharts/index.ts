export {
  BudgetVsActualChart,
  type BudgetVsActualChartProps,
  SpendByCategoryChart,
  type SpendByCategoryChartProps,
  SpendOverTimeChart,
  type SpendOverTimeChartProps,
} from './FinanceCharts';
