import { type Notification, type NotificationType, relativeTimeText, SCREEN_TEXTS } from '@app/domain';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import DoneRoundedIcon from '@mui/icons-material/DoneRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { useId, useRef } from 'react';
import { LazyTooltip } from '../LazyTooltip';

export interface NotificationPanelProps {
  /** Newest first, as the app keeps them. */
  notifications: readonly Notification[];
  /** Marks one notification as read. */
  onMarkRead: (id: string) => void;
  /** Empties the list ('Clear All'). */
  onClearAll: () => void;
  /** Opens what a notification is about; without it the items are not clickable. */
  onOpen?: (notification: Notification) => void;
  /** The moment relative times are measured from; now by default (stories and tests pin it). */
  now?: Date;
  /** The list scrolls beyond this height, in pixels. */
  maxHeight?: number;
}

type PaletteKey = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

// One icon and tint per notification type (spec 4.6), so the kind of news reads at a glance.
const TYPE_STYLES: Record<NotificationType, { icon: React.ReactNode; color: PaletteKey; label: string }> = {
  task_update: { icon: <AssignmentRoundedIcon fontSize="small" />, color: 'primary', label: 'Task update' },
  project_update: {
    icon: <FolderRoundedIcon fontSize="small" />,
    color: 'secondary',
    label: 'Project update',
  },
  discussion_message: {
    icon: <ForumRoundedIcon fontSize="small" />,
    color: 'info',
    label: 'Discussion message',
  },
  user_joined: {
    icon: <PersonAddAlt1RoundedIcon fontSize="small" />,
    color: 'success',
    label: 'Member joined',
  },
  user_left: { icon: <PersonRemoveRoundedIcon fontSize="small" />, color: 'warning', label: 'Member left' },
  other: { icon: <NotificationsRoundedIcon fontSize="small" />, color: 'primary', label: 'Notification' },
};

function timeText(timestamp: string, now: Date): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : relativeTimeText(date, now);
}

interface ItemBodyProps {
  notification: Notification;
  now: Date;
}

function ItemBody({ notification, now }: ItemBodyProps) {
  const style = TYPE_STYLES[notification.type] ?? TYPE_STYLES.other;
  const unread = !notification.read;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', width: '100%', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={(theme: Theme) => {
          const palette = (theme.vars || theme).palette[style.color];
          return {
            flexShrink: 0,
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: palette.main,
            bgcolor: theme.alpha(palette.main, 0.12),
          };
        }}
      >
        {style.icon}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: unread ? 700 : 500 }}>
          <Box component="span" sx={visuallyHidden}>
            {unread ? 'Unread. ' : ''}
            {style.label}:{' '}
          </Box>
          {notification.title}
        </Typography>
        {notification.message ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            {notification.message}
          </Typography>
        ) : null}
        <Typography
          component="time"
          dateTime={notification.timestamp}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
        >
          {timeText(notification.timestamp, now)}
        </Typography>
      </Box>
      {unread ? (
        <Box
          aria-hidden
          sx={{ flexShrink: 0, mt: 0.75, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
        />
      ) : null}
    </Box>
  );
}

/**
 * The notification list of the header (spec 2.2, 4.6): 'Notifications' with a 'Clear All' control, an icon per
 * notification type, relative times, unread items in bold with a dot and a per-item mark-read action, and
 * 'No notifications yet' when the list is empty.
 */
export function NotificationPanel({
  notifications,
  onMarkRead,
  onClearAll,
  onOpen,
  now,
  maxHeight = 420,
}: NotificationPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reference = now ?? new Date();
  // The mark-read button goes away with the click: keep the keyboard in the panel (Escape still closes it).
  const markAsRead = (id: string) => {
    onMarkRead(id);
    headingRef.current?.focus();
  };
  const unreadCount = notifications.filter((notification) => !notification.read).length;

  return (
    // Not a landmark: the panel lives in the bell's dialog, which already carries the name.
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="h6"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {SCREEN_TEXTS.notifications}
          </Typography>
          {unreadCount > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {unreadCount} unread
            </Typography>
          ) : null}
        </Box>
        <Button size="small" onClick={onClearAll} disabled={notifications.length === 0}>
          {SCREEN_TEXTS.clearAll}
        </Button>
      </Box>

      {notifications.length === 0 ? (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            px: 3,
            py: 5,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          <NotificationsNoneRoundedIcon aria-hidden sx={{ fontSize: 40, opacity: 0.7 }} />
          <Typography variant="body2" color="text.secondary">
            {SCREEN_TEXTS.noNotifications}
          </Typography>
        </Box>
      ) : (
        <List disablePadding aria-labelledby={headingId} sx={{ maxHeight, overflowY: 'auto' }}>
          {notifications.map((notification) => {
            const unread = !notification.read;
            const markRead = unread ? (
              <LazyTooltip title="Mark as read">
                <IconButton
                  size="small"
                  aria-label={`Mark "${notification.title}" as read`}
                  onClick={() => markAsRead(notification.id)}
                >
                  <DoneRoundedIcon fontSize="small" />
                </IconButton>
              </LazyTooltip>
            ) : undefined;
            const body = <ItemBody notification={notification} now={reference} />;
            return (
              <ListItem
                key={notification.id}
                disablePadding
                secondaryAction={markRead}
                sx={(theme) => ({
                  borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
                  '&:last-of-type': { borderBottom: 0 },
                  bgcolor: unread ? (theme.vars || theme).palette.action.hover : undefined,
                  '& .MuiListItemSecondaryAction-root': { top: 20, transform: 'none' },
                })}
              >
                {onOpen ? (
                  <ListItemButton
                    onClick={() => onOpen(notification)}
                    sx={{ px: 2, py: 1.25, pr: unread ? 7 : 2, alignItems: 'flex-start' }}
                  >
                    {body}
                  </ListItemButton>
                ) : (
                  <Box sx={{ px: 2, py: 1.25, pr: unread ? 7 : 2, width: '100%' }}>{body}</Box>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
