export { STACKED_TABLE_ROLES, stackedCell, stackedTableSx } from './stackedTable';
