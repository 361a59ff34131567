export { UserAdminTable, type UserAdminTableProps } from './UserAdminTable';
