// CSV for the audit log export: the shared cells of src/lib/csv.ts (RFC 4180 quoting, formulas made inert).
export { csvCell, csvRow } from '../../lib/csv';
