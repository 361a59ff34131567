// @app/ui: the design system. Presentational only: data and callbacks come in through props.
// One barrel per group of components, so the groups can grow independently.
export * from './admin';
export * from './assistant';
export * from './audit';
// Reports and analytics (analytics-web)
export * from './components/AnalyticsCharts';
export * from './components/AnalyticsFilters';
// Charts with a table view (finance and reports)
export * from './components/ChartCard';
export * from './components/ExportButtons';
export * from './feedback';
// Finance (finance-web)
export * from './finance';
export * from './forms';
export * from './invitations';
export * from './page';
export * from './public';
export * from './shell';
export * from './theme';
export * from './work';
