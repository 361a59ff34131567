import { SHORTCUT_TEXTS } from '@app/domain';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { ShortcutTable, type ShortcutTableProps } from '../ShortcutTable';

export interface ShortcutsDialogProps {
  open: boolean;
  /** Close, Escape or a click outside. */
  onClose: () => void;
  /** The shortcuts to list, e.g. the domain's `HELP_SHORTCUTS` (the table the help page shows). */
  shortcuts: ShortcutTableProps['shortcuts'];
  /** The dialog's title, which also names its table. */
  title?: string;
}

/** Every keyboard shortcut in a dialog (opened with `?`): the same {@link ShortcutTable} as the help page. */
export function ShortcutsDialog({
  open,
  onClose,
  shortcuts,
  title = SHORTCUT_TEXTS.dialogTitle,
}: ShortcutsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="body">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={SHORTCUT_TEXTS.close}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}
      >
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        <ShortcutTable shortcuts={shortcuts} label={title} />
      </DialogContent>
    </Dialog>
  );
}
