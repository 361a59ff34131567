export { BulkEditBar, type BulkEditBarProps, type BulkEditChanges } from './BulkEditBar';
