// Work surfaces: due text, money, cards, task rows, board, calendar, tables, charts.
export * from './components/CurrencySwitcher';
export * from './components/DataTable';
export * from './components/DueText';
export * from './components/KanbanBoard';
export * from './components/Money';
export * from './components/MonthCalendar';
export * from './components/ProgressChart';
export * from './components/ProjectCard';
export * from './components/StatCard';
export * from './components/StatusChip';
export * from './components/TaskRow';
export * from './components/TasksByStatusChart';
