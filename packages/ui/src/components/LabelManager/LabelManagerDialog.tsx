import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { LabelManager, type LabelManagerProps } from './LabelManager';

export interface LabelManagerDialogProps extends LabelManagerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title; 'Labels' by default. */
  title?: string;
}

/** The workspace's labels (LabelManager) in a dialog of their own, closed with 'Close' or Escape. */
export function LabelManagerDialog({ open, onClose, title = 'Labels', ...manager }: LabelManagerDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <LabelManager {...manager} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
