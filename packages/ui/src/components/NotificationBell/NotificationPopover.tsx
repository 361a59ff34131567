import { type Notification, SCREEN_TEXTS } from '@app/domain';
import Popover from '@mui/material/Popover';
import { NotificationPanel, type NotificationPanelProps } from '../NotificationPanel/NotificationPanel';

export type NotificationPopoverProps = Pick<
  NotificationPanelProps,
  'notifications' | 'onMarkRead' | 'onClearAll' | 'onOpen' | 'now'
> & {
  /** The id of the popover's paper, which the bell controls. */
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
};

/** The open notification panel of the bell, in a popover under it. */
export function NotificationPopover({
  id,
  anchorEl,
  open,
  onClose,
  notifications,
  onMarkRead,
  onClearAll,
  onOpen,
  now,
}: NotificationPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-label': SCREEN_TEXTS.notifications,
          sx: { width: 380, maxWidth: 'calc(100vw - 32px)', mt: 1 },
        },
      }}
    >
      <NotificationPanel
        notifications={notifications}
        onMarkRead={onMarkRead}
        onClearAll={onClearAll}
        now={now}
        onOpen={
          onOpen
            ? (notification: Notification) => {
                onClose();
                onOpen(notification);
              }
            : undefined
        }
      />
    </Popover>
  );
}
