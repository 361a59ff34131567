// Page parts: what every screen is composed of (the header it sets, its sections, facts and data states).
export * from './components/DescriptionList';
export * from './components/PageHeader';
export * from './components/QueryState';
export * from './components/RefreshButton';
export * from './components/RouteTabs';
export * from './components/SectionCard';
export * from './components/SecurityReportList';
export * from './components/ViewToggle';
