import { COMMAND_PALETTE_TEXTS, type Notification, SCREEN_TEXTS, welcomeBackText } from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { LazyTooltip } from '../LazyTooltip';
import { NotificationBell } from '../NotificationBell/NotificationBell';
import type { ShellUser } from '../UserMenu/UserAvatar';
import { UserMenu, type UserMenuProps } from '../UserMenu/UserMenu';

export interface HeaderProps {
  /** The signed-in user: the greeting's first name and the account menu. */
  user: ShellUser;
  /** The page title; without one the header reads 'Welcome back, {first name}!'. */
  title?: React.ReactNode;
  /** One line under the title. */
  subtitle?: React.ReactNode;
  /** A slot beside the title for page facts (a status chip, a count). */
  info?: React.ReactNode;
  /** The page's main action; a 'New Project' button when left out, nothing when `null`. */
  action?: React.ReactNode;
  /** Extra controls before the bell (a colour-mode switch, a currency picker). */
  tools?: React.ReactNode;
  /** The element the title renders as: 'h1' when it is the page's title, 'p' when the page has its own. */
  titleComponent?: React.ElementType;
  /** Where the default 'New Project' action leads. */
  newProjectHref?: string;
  /** The notifications behind the bell, newest first. */
  notifications: readonly Notification[];
  /** Unread notifications in all (the server's count), when the list holds only the latest. */
  unreadCount?: number;
  /** Called each time the notification panel opens. */
  onNotificationsOpen?: () => void;
  onMarkRead: (id: string) => void;
  onClearAll: () => void;
  /** Opens what a notification is about. */
  onOpenNotification?: (notification: Notification) => void;
  /** The moment notification times are measured from (stories and tests pin it). */
  now?: Date;
  /** Called by the account menu's 'Sign out'. */
  onSignOut: () => void;
  profileHref?: string;
  settingsHref?: string;
  /** The administration pages the account menu lists (see {@link UserMenuProps.adminLinks}). */
  adminLinks?: UserMenuProps['adminLinks'];
  /** Shows a menu button that opens the navigation (the mobile sidebar overlay). */
  onOpenNavigation?: () => void;
  /** Whether that navigation is open, for assistive technology. */
  navigationOpen?: boolean;
  /** Shows a search button (before the tools) that opens the command palette: the way in without a keyboard. */
  onOpenSearch?: () => void;
  /**
   * The palette's keyboard shortcut as the user's keyboard writes it ('Ctrl+K', '⌘K'), shown in the search
   * button's tooltip and announced as its shortcut.
   */
  searchShortcut?: string;
  /** The shortcut for assistive technology, in `aria-keyshortcuts` form ('Control+K', 'Meta+K'). */
  searchKeyShortcuts?: string;
}

/**
 * The main layout's header (spec 2.2): the page's title, subtitle, info and action slots (a greeting and a
 * 'New Project' button by default), the search button that opens the command palette, the notification bell and
 * the account menu.
 */
export function Header({
  user,
  title,
  subtitle,
  info,
  action,
  tools,
  titleComponent = 'h1',
  newProjectHref = '/projects/create',
  notifications,
  unreadCount,
  onNotificationsOpen,
  onMarkRead,
  onClearAll,
  onOpenNotification,
  now,
  onSignOut,
  profileHref,
  settingsHref,
  adminLinks,
  onOpenNavigation,
  navigationOpen,
  onOpenSearch,
  searchShortcut,
  searchKeyShortcuts,
}: HeaderProps) {
  const heading = title ?? welcomeBackText(user.name);
  const pageAction =
    action === undefined ? (
      // On a phone the label gives way to the title: the icon stays, and so does the accessible name.
      <Button
        variant="contained"
        href={newProjectHref}
        startIcon={<AddRoundedIcon />}
        aria-label={SCREEN_TEXTS.newProject}
        sx={{
          whiteSpace: 'nowrap',
          minWidth: { xs: 40, sm: 64 },
          px: { xs: 1, sm: 2 },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {SCREEN_TEXTS.newProject}
        </Box>
      </Button>
    ) : (
      action
    );

  return (
    <AppBar component="header" position="sticky">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64 }, px: { xs: 1.5, sm: 3 } }}>
        {onOpenNavigation ? (
          <IconButton
            aria-label="Open navigation"
            aria-expanded={navigationOpen}
            onClick={onOpenNavigation}
            edge="start"
          >
            <MenuRoundedIcon />
          </IconButton>
        ) : null}
        <Box sx={{ minWidth: 0, flexGrow: 1, py: 1 }}>
          {/* On a phone the facts wrap under the title, which keeps the row's width. */}
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', minWidth: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 0.5 }}
          >
            <Typography
              component={titleComponent}
              variant="h4"
              sx={{
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                minWidth: 0,
                flexBasis: { xs: '100%', sm: 'auto' },
              }}
            >
              {heading}
            </Typography>
            {info ? <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>{info}</Box> : null}
          </Stack>
          {subtitle ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {pageAction ? <Box sx={{ display: 'flex', flexShrink: 0 }}>{pageAction}</Box> : null}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {onOpenSearch ? (
            <LazyTooltip
              title={
                searchShortcut
                  ? COMMAND_PALETTE_TEXTS.shortcutHint(searchShortcut)
                  : COMMAND_PALETTE_TEXTS.openButton
              }
            >
              <IconButton
                aria-label={COMMAND_PALETTE_TEXTS.openButton}
                aria-haspopup="dialog"
                aria-keyshortcuts={searchKeyShortcuts}
                onClick={onOpenSearch}
              >
                <SearchRoundedIcon />
              </IconButton>
            </LazyTooltip>
          ) : null}
          {tools}
          <NotificationBell
            notifications={notifications}
            onMarkRead={onMarkRead}
            onClearAll={onClearAll}
            onOpen={onOpenNotification}
            now={now}
            {...(unreadCount === undefined ? {} : { unreadCount })}
            {...(onNotificationsOpen ? { onPanelOpen: onNotificationsOpen } : {})}
          />
          <UserMenu
            user={user}
            onSignOut={onSignOut}
            profileHref={profileHref}
            settingsHref={settingsHref}
            adminLinks={adminLinks}
          />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
