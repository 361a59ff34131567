// The audit log's parts (the security and compliance screen).
export * from './components/AuditFilters';
export * from './components/AuditLogTable';
export * from './components/ChainVerification';
