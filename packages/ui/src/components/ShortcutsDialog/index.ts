export { ShortcutsDialog, type ShortcutsDialogProps } from './ShortcutsDialog';
