export { ShortcutTable, type ShortcutTableProps } from './ShortcutTable';
