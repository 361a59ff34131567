import { SCREEN_TEXTS, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@app/domain';
import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import BusinessRoundedIcon from '@mui/icons-material/BusinessRounded';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CreateNewFolderRoundedIcon from '@mui/icons-material/CreateNewFolderRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import SettingsApplicationsRoundedIcon from '@mui/icons-material/SettingsApplicationsRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import ViewTimelineRoundedIcon from '@mui/icons-material/ViewTimelineRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { LazyTooltip } from '../LazyTooltip';
import { isSystemAdmin, type ShellUser, UserAvatar } from '../UserMenu/UserAvatar';

const Drawer = lazy(() => import('@mui/material/Drawer'));

/** One sidebar entry; the shape of `MAIN_SIDEBAR_ITEMS` in @app/domain, with an optional custom icon. */
export interface SidebarItem {
  /** Stable key; the keys of `MAIN_SIDEBAR_ITEMS` get their icon from the sidebar itself. */
  key: string;
  label: string;
  path: string;
  /** 'footer' entries (My Profile) sit under the main list. */
  placement?: 'main' | 'footer';
  /** Overrides the built-in icon for the key. */
  icon?: React.ReactNode;
}

export interface SidebarProps {
  /** The entries to show, in order: pass `visibleMainSidebarItems(user)` so that hidden entries never render. */
  items: readonly SidebarItem[];
  /** The signed-in user: avatar (or initial), name, and the 'Admin' badge for the admin system role. */
  user: ShellUser;
  /** The current path; the entry it belongs to is marked as the current page. */
  activePath?: string;
  /** Narrow (icons only, labels in tooltips) instead of wide. Ignored by the mobile overlay. */
  collapsed?: boolean;
  /** Called by the drag handle with the state it asks for. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** 'permanent' sits beside the content; 'temporary' is the mobile overlay. */
  variant?: 'permanent' | 'temporary';
  /** Whether the mobile overlay is open. */
  open?: boolean;
  /** Closes the mobile overlay (backdrop, Escape, close button, or after choosing an entry). */
  onClose?: () => void;
  /** The product name beside the logo. */
  brandName: string;
  /** A custom logo mark; a neutral mark in the brand colour otherwise. */
  logo?: React.ReactNode;
  /** Where the logo links to. */
  homeHref?: string;
  /** The navigation landmark's name. */
  label?: string;
  /** A line under the user's name: the organization, in the organization area. Hidden when narrow. */
  caption?: string;
}

// Icons for the spec's entries (spec 2.2), by the keys of MAIN_SIDEBAR_ITEMS.
const ICONS: Record<string, React.ReactNode> = {
  dashboard: <DashboardRoundedIcon />,
  projects: <FolderRoundedIcon />,
  createProject: <CreateNewFolderRoundedIcon />,
  tasks: <TaskAltRoundedIcon />,
  calendar: <CalendarMonthRoundedIcon />,
  timeline: <ViewTimelineRoundedIcon />,
  todos: <ChecklistRoundedIcon />,
  organization: <BusinessRoundedIcon />,
  departments: <AccountTreeRoundedIcon />,
  inviteUsers: <PersonAddAlt1RoundedIcon />,
  organizationSettings: <SettingsApplicationsRoundedIcon />,
  users: <ManageAccountsRoundedIcon />,
  reports: <InsightsRoundedIcon />,
  finance: <AccountBalanceWalletRoundedIcon />,
  profile: <AccountCircleRoundedIcon />,
};

// A pointer drag of this many pixels on the handle counts as a drag rather than a click.
const DRAG_THRESHOLD_PX = 16;

/**
 * The entry the path belongs to: an exact match, else the longest entry path the path sits under, so that
 * /projects/create marks Create Project while /projects/42 marks My Projects. An entry's query is not part of it.
 */
export function activeSidebarKey(
  items: readonly SidebarItem[],
  path: string | undefined,
): string | undefined {
  if (!path) return undefined;
  let best: { key: string; path: string } | undefined;
  for (const item of items) {
    // An entry's link may carry a query (the organization a platform admin looks at); its page is the path.
    const itemPath = item.path.split('?')[0] ?? item.path;
    const matches = path === itemPath || path.startsWith(`${itemPath}/`);
    if (matches && (!best || itemPath.length > best.path.length)) best = { key: item.key, path: itemPath };
  }
  return best?.key;
}

/** A small square mark in the brand colour, for products without their own logo. */
function DefaultLogo() {
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        flexShrink: 0,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <TaskAltRoundedIcon fontSize="small" />
    </Box>
  );
}

interface EntryProps {
  item: SidebarItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

function Entry({ item, active, collapsed, onNavigate }: EntryProps) {
  const button = (
    <ListItemButton
      href={item.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      // Collapsed entries show no text, so the label names the link.
      aria-label={collapsed ? item.label : undefined}
      onClick={onNavigate}
      sx={(theme) => ({
        minHeight: 40,
        borderRadius: 1,
        px: 1.25,
        gap: 1.25,
        justifyContent: collapsed ? 'center' : 'flex-start',
        color: (theme.vars || theme).palette.text.secondary,
        '&:hover': { color: (theme.vars || theme).palette.text.primary },
        // The current entry: full-strength text (readable on the tint in every branding) and a brand icon.
        '&.Mui-selected, &.Mui-selected:hover': { color: (theme.vars || theme).palette.text.primary },
        '&.Mui-selected .MuiListItemIcon-root': { color: (theme.vars || theme).palette.primary.main },
      })}
    >
      <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>{item.icon ?? ICONS[item.key]}</ListItemIcon>
      {collapsed ? null : (
        <ListItemText
          primary={item.label}
          slotProps={{
            primary: {
              sx: { fontSize: '0.8125rem', fontWeight: active ? 600 : 500, lineHeight: 1.3 },
            },
          }}
          sx={{ my: 0 }}
        />
      )}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ mb: 0.25 }}>
      {collapsed ? (
        <LazyTooltip title={item.label} placement="right" arrow>
          {button}
        </LazyTooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

interface DragHandleProps {
  collapsed: boolean;
  controls: string;
  onCollapsedChange?: (collapsed: boolean) => void;
}

/**
 * The handle on the sidebar's right edge (spec 2.2): a click, Enter or Space toggles; dragging it left or
 * right (or the arrow keys) asks for the narrow or the wide sidebar.
 */
function DragHandle({ collapsed, controls, onCollapsedChange }: DragHandleProps) {
  const dragStart = useRef<number | null>(null);
  // A drag ends with a click event too; it must not toggle the state back.
  const suppressClick = useRef(false);
  const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: React.PointerEvent<HTMLButtonElement>) => {
    const start = dragStart.current;
    dragStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) < DRAG_THRESHOLD_PX) return;
    suppressClick.current = true;
    onCollapsedChange?.(moved < 0);
  };
  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onCollapsedChange?.(!collapsed);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onCollapsedChange?.(true);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onCollapsedChange?.(false);
    }
  };

  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      aria-expanded={!collapsed}
      aria-controls={controls}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        dragStart.current = null;
      }}
      onClick={onClick}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        position: 'absolute',
        top: 0,
        right: -8,
        bottom: 0,
        width: 16,
        p: 0,
        m: 0,
        border: 0,
        bgcolor: 'transparent',
        cursor: 'col-resize',
        touchAction: 'none',
        zIndex: 1,
        color: (theme.vars || theme).palette.text.secondary,
        // The edge line lights up on hover and focus, like a splitter.
        '&::before': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 7,
          width: 2,
          bgcolor: 'transparent',
          transition: theme.transitions.create('background-color'),
        },
        '&:hover::before, &:focus-visible::before': {
          bgcolor: (theme.vars || theme).palette.primary.main,
        },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible .SidebarHandle-knob': {
          outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <Box
        className="SidebarHandle-knob"
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          top: 76,
          left: -4,
          width: 24,
          height: 24,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          border: `1px solid ${(theme.vars || theme).palette.divider}`,
          bgcolor: (theme.vars || theme).palette.background.paper,
          boxShadow: theme.shadows[1],
        })}
      >
        {collapsed ? (
          <ChevronRightRoundedIcon fontSize="small" />
        ) : (
          <ChevronLeftRoundedIcon fontSize="small" />
        )}
      </Box>
    </Box>
  );
}

/**
 * The main layout's sidebar (spec 2.2): the logo (to /home), the user's avatar or initial, name and 'Admin'
 * badge, the entries in the order given with an icon each, and the footer's My Profile. Beside the content it
 * is 64 px narrow or 191 px wide, toggled by a drag handle on its right edge; on mobile it is an overlay.
 */
export function Sidebar({
  items,
  user,
  activePath,
  collapsed: collapsedProp = false,
  onCollapsedChange,
  variant = 'permanent',
  open = false,
  onClose,
  brandName,
  logo,
  homeHref = '/home',
  label = 'Main navigation',
  caption,
}: SidebarProps) {
  const navId = useId();
  const temporary = variant === 'temporary';
  // The mobile overlay's drawer (on a modal) loads when it first opens, and stays for its exit transition.
  const [drawerLoaded, setDrawerLoaded] = useState(open);
  if (temporary && open && !drawerLoaded) setDrawerLoaded(true);
  // The overlay always has room for the labels.
  const collapsed = temporary ? false : collapsedProp;
  const activeKey = activeSidebarKey(items, activePath);
  const mainItems = items.filter((item) => item.placement !== 'footer');
  const footerItems = items.filter((item) => item.placement === 'footer');
  const admin = isSystemAdmin(user);
  const onNavigate = temporary ? onClose : undefined;

  // The whole column is the navigation landmark: brand, user and entries, so no content sits outside a landmark.
  const content = (
    <Box
      component="nav"
      id={navId}
      aria-label={label}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        width: collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED,
        overflowX: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          gap: 1,
          minHeight: 64,
          px: collapsed ? 0 : 2,
        }}
      >
        <Link
          href={homeHref}
          underline="none"
          color="text.primary"
          aria-label={collapsed ? brandName : undefined}
          onClick={onNavigate}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, minWidth: 0 }}
        >
          {logo ?? <DefaultLogo />}
          {collapsed ? null : (
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {brandName}
            </Box>
          )}
        </Link>
        {temporary ? (
          <IconButton aria-label="Close navigation" onClick={onClose} edge="end" size="small">
            <CloseRoundedIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexDirection: collapsed ? 'column' : 'row',
          alignItems: 'center',
          gap: 1.25,
          px: collapsed ? 0 : 2,
          pb: 2,
        }}
      >
        {collapsed ? (
          <LazyTooltip title={user.name} placement="right">
            <Box
              role="img"
              aria-label={admin ? `${user.name} (${SCREEN_TEXTS.adminBadge})` : user.name}
              sx={{ borderRadius: '50%' }}
            >
              <UserAvatar user={user} size={36} />
            </Box>
          </LazyTooltip>
        ) : (
          <>
            <UserAvatar user={user} size={36} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {user.name}
              </Typography>
              {caption ? (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{
                    display: 'block',
                    lineHeight: 1.3,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {caption}
                </Typography>
              ) : null}
              {admin ? (
                <Chip
                  label={SCREEN_TEXTS.adminBadge}
                  size="small"
                  color="primary"
                  sx={{ height: 20, mt: 0.25 }}
                />
              ) : null}
            </Box>
          </>
        )}
      </Box>

      <Divider />

      <Box
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', overflowY: 'auto', overflowX: 'hidden' }}
      >
        <List sx={{ px: 1, py: 1.5, flexGrow: 1 }}>
          {mainItems.map((item) => (
            <Entry
              key={item.key}
              item={item}
              active={item.key === activeKey}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          ))}
        </List>
        {footerItems.length > 0 ? (
          <>
            <Divider />
            <List sx={{ px: 1, py: 1 }}>
              {footerItems.map((item) => (
                <Entry
                  key={item.key}
                  item={item}
                  active={item.key === activeKey}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              ))}
            </List>
          </>
        ) : null}
      </Box>
    </Box>
  );

  if (temporary) {
    return drawerLoaded ? (
      <Suspense fallback={null}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={onClose}
          slotProps={{ paper: { 'aria-label': label } }}
        >
          {content}
        </Drawer>
      </Suspense>
    ) : null;
  }

  return (
    // A plain box: the navigation inside is the landmark, so catalogues of several sidebars stay unambiguous.
    <Box
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        flexShrink: 0,
        height: '100dvh',
        // A parent with its own height (a preview frame, a split view) caps the sidebar.
        maxHeight: '100%',
        width: collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED,
        borderRight: `1px solid ${(theme.vars || theme).palette.divider}`,
        bgcolor: (theme.vars || theme).palette.background.paper,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        zIndex: theme.zIndex.appBar + 1,
      })}
    >
      {content}
      <DragHandle collapsed={collapsed} controls={navId} onCollapsedChange={onCollapsedChange} />
    </Box>
  );
}
