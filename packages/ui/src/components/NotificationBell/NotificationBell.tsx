import { notificationBadgeText, SCREEN_TEXTS } from '@app/domain';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LazyTooltip } from '../LazyTooltip';
import type { NotificationPanelProps } from '../NotificationPanel/NotificationPanel';

// The panel (and the popover and modal under it) loads when it is first opened, not with the signed-in frame.
const NotificationPopover = lazy(() =>
  import('./NotificationPopover').then((module) => ({ default: module.NotificationPopover })),
);

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
  // Mounted from the first opening on, so that closing plays the popover's exit transition.
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (open && !panelLoaded) setPanelLoaded(true);

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
      {panelLoaded ? (
        <Suspense fallback={null}>
          <NotificationPopover
            id={panelId}
            anchorEl={anchor}
            open={open}
            onClose={close}
            notifications={notifications}
            onMarkRead={onMarkRead}
            onClearAll={onClearAll}
            now={now}
            onOpen={onOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
