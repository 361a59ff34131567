export { AuditFilters, type AuditFiltersProps } from './AuditFilters';
