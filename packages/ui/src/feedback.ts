// Feedback and status: loading, errors, empty states, confirmations, toasts, access cards.
export * from './components/LoadingScreen';
export * from './components/UnderConstruction';
