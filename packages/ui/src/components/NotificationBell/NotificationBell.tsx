import { type Notification, notificationBadgeText, SCREEN_TEXTS } from '@app/domain';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useEffect, useId, useRef, useState } from 'react';
import { LazyTooltip } from '../LazyTooltip';
import { NotificationPanel, type NotificationPanelProps } from '../NotificationPanel/NotificationPanel';

export type NotificationBellProps = Pick<
  NotificationPanelProps,
  'notifications' | 'onMarkRead' | 'onClearAll' | 'onOpen' | 'now'
> & {
  /** Start with the panel open (stories, deep links). */
  defaultOpen?: boolean;
  /** Unread notifications in all, when more exist than the list holds; counted from the list otherwise. */
  unreadCount?: number;
  /** Called each time the panel opens (the app asks for the browser's notification permission then). */
  onPanelOpen?: () => void;
};

/**
 * The header's bell (spec 2.2): the unread count as a badge capped at '99+', and a click opens the
 * {@link NotificationPanel}. Opening a notification closes the panel.
 */
export function NotificationBell({
  notifications,
  onMarkRead,
  onClearAll,
  onOpen,
  now,
  defaultOpen = false,
  unreadCount,
  onPanelOpen,
}: NotificationBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = unreadCount ?? notifications.filter((notification) => !notification.read).length;
  const badge = notificationBadgeText(unread);
  const label = badge ? `${SCREEN_TEXTS.notifications}, ${badge} unread` : SCREEN_TEXTS.notifications;
  const open = Boolean(anchor);

  // `defaultOpen` opens once, after mount, when the button exists to anchor the panel.
  const [initiallyOpen] = useState(defaultOpen);
  useEffect(() => {
    if (initiallyOpen) setAnchor(buttonRef.current);
  }, [initiallyOpen]);

  const close = () => setAnchor(null);

  return (
    <>
      <LazyTooltip title={SCREEN_TEXTS.notifications}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            onPanelOpen?.();
          }}
          ref={buttonRef}
        >
          <Badge badgeContent={badge} color="error" invisible={!badge} max={Number.POSITIVE_INFINITY}>
            <NotificationsNoneRoundedIcon />
          </Badge>
        </IconButton>
      </LazyTooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
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
                  close();
                  onOpen(notification);
                }
              : undefined
          }
        />
      </Popover>
    </>
  );
}
