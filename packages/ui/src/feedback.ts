// Feedback and status: loading, errors, empty states, confirmations, toasts, access cards.
export * from './components/AccessCard';
export * from './components/AccessGate';
export * from './components/ConfirmDialog';
export * from './components/EmptyState';
export * from './components/ErrorScreen';
export * from './components/FormDialog';
export * from './components/LoadingScreen';
export * from './components/SystemCheckList';
export * from './components/SystemRunHistory';
export * from './components/ToastProvider';
export * from './components/UnderConstruction';
