export { RoleCapabilityTable, type RoleCapabilityTableProps } from './RoleCapabilityTable';
