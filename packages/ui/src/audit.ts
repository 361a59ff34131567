// The audit log's parts (issue 20, the security and compliance screen).
export * from './components/AuditFilters';
export * from './components/AuditLogTable';
export * from './components/ChainVerification';
