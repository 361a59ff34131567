import { HELP_SHORTCUTS } from '@app/domain';
import { ShortcutsDialog } from '@app/ui';

/** The `?` dialog: the help page's table of every shortcut. Loaded on first use. */
export default function ShortcutsDialogHost({ onClose }: { onClose: () => void }) {
  return <ShortcutsDialog open onClose={onClose} shortcuts={HELP_SHORTCUTS} />;
}
