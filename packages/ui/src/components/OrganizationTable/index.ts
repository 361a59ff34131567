export { OrganizationTable, type OrganizationTableProps } from './OrganizationTable';
