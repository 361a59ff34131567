import { type OrgPermissions, SCREEN_TEXTS, WEB_PATHS } from '@app/domain';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import AssessmentRoundedIcon from '@mui/icons-material/AssessmentRounded';
import BusinessRoundedIcon from '@mui/icons-material/BusinessRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type * as React from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { SkipLink } from '../../a11y/SkipLink';
import { PageHeaderProvider, usePageHeaderContent } from '../PageHeader/PageHeader';
import { activeSidebarKey, type SidebarItem } from '../Sidebar/Sidebar';
import { type ShellUser, UserAvatar } from '../UserMenu/UserAvatar';

// The phone menu's drawer (on a modal) loads when it first opens.
const Drawer = lazy(() => import('@mui/material/Drawer'));

/** The alternative menu's permission flags (spec 6.3); a flag left out counts as granted. */
export type OrganizationLayoutPermissions = Partial<
  Pick<
    OrgPermissions,
    'canManageDepartments' | 'canInviteUsers' | 'canViewOrganizationSettings' | 'canCreateProjects'
  >
>;

export interface OrganizationLayoutProps {
  children?: React.ReactNode;
  /** The product name in the top bar. */
  brandName: string;
  /** The organization's name, under the product name. */
  organizationName?: string;
  /** The signed-in user, shown beside Sign Out. */
  user: ShellUser;
  /** The current path, to mark the current menu link. */
  activePath?: string;
  permissions?: OrganizationLayoutPermissions;
  /** Called by 'Sign Out'; the app then returns to /auth/login. */
  onSignOut: () => void;
  /** Forces the mobile (overlay menu) or desktop layout; follows the viewport (below `md`) when left out. */
  mobile?: boolean;
  /** Called when the page's title for the browser tab changes (see `PageHeaderProviderProps`). */
  onPageTitleChange?: (title: string | undefined) => void;
  /** The id of the `<main>` element the skip link moves to. */
  mainId?: string;
}

type MenuLink = SidebarItem & { permission?: keyof OrganizationLayoutPermissions };

// Spec 2.3: the menu links, in order.
const MENU_LINKS: readonly MenuLink[] = [
  {
    key: 'overview',
    label: 'Overview',
    path: WEB_PATHS.organization.root.path,
    icon: <BusinessRoundedIcon />,
  },
  { key: 'projects', label: 'Projects', path: WEB_PATHS.projects.list.path, icon: <FolderRoundedIcon /> },
  {
    key: 'departments',
    label: 'Departments',
    path: WEB_PATHS.organization.departments.path,
    icon: <AccountTreeRoundedIcon />,
    permission: 'canManageDepartments',
  },
  { key: 'users', label: 'Users', path: WEB_PATHS.organization.users.path, icon: <GroupsRoundedIcon /> },
  {
    key: 'analytics',
    label: 'Analytics',
    path: WEB_PATHS.organization.analytics.path,
    icon: <InsightsRoundedIcon />,
  },
  {
    key: 'reports',
    label: 'Reports',
    path: WEB_PATHS.organization.reports.path,
    icon: <AssessmentRoundedIcon />,
  },
  {
    key: 'billing',
    label: 'Billing',
    path: WEB_PATHS.organization.billing.path,
    icon: <ReceiptLongRoundedIcon />,
  },
  {
    key: 'settings',
    label: 'Settings',
    path: WEB_PATHS.organization.settings.path,
    icon: <SettingsRoundedIcon />,
    permission: 'canViewOrganizationSettings',
  },
];

// Spec 2.3: the quick actions.
const QUICK_ACTIONS: readonly MenuLink[] = [
  {
    key: 'newProject',
    label: SCREEN_TEXTS.newProject,
    path: WEB_PATHS.projects.create.path,
    icon: <AddRoundedIcon />,
    permission: 'canCreateProjects',
  },
  {
    key: 'invite',
    label: 'Invite Users',
    path: WEB_PATHS.organization.invite.path,
    icon: <PersonAddAlt1RoundedIcon />,
    permission: 'canInviteUsers',
  },
];

// Spec 2.3: the top bar's links.
const TOP_LINKS = [
  { label: 'Profile', href: '/profile', icon: <PersonRoundedIcon fontSize="small" /> },
  { label: 'Settings', href: '/settings', icon: <SettingsRoundedIcon fontSize="small" /> },
  { label: 'Help', href: '/help', icon: <HelpOutlineRoundedIcon fontSize="small" /> },
] as const;

const MENU_WIDTH = 240;

function allowed(link: MenuLink, permissions: OrganizationLayoutPermissions): boolean {
  return link.permission === undefined || permissions[link.permission] !== false;
}

interface MenuProps {
  links: readonly MenuLink[];
  actions: readonly MenuLink[];
  activePath?: string;
  onNavigate?: () => void;
}

function Menu({ links, actions, activePath, onNavigate }: MenuProps) {
  const actionsHeadingId = useId();
  const activeKey = activeSidebarKey(links, activePath);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 1.5 }}>
      <Box component="nav" aria-label="Organization menu">
        <List disablePadding>
          {links.map((link) => {
            const active = link.key === activeKey;
            return (
              <ListItem key={link.key} disablePadding sx={{ mb: 0.25 }}>
                <ListItemButton
                  href={link.path}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={(theme) => ({
                    borderRadius: 1,
                    gap: 1.5,
                    color: (theme.vars || theme).palette.text.secondary,
                    // Full-strength text stays readable on the selection tint in every branding.
                    '&.Mui-selected, &.Mui-selected:hover': {
                      color: (theme.vars || theme).palette.text.primary,
                    },
                    '&.Mui-selected .MuiListItemIcon-root': {
                      color: (theme.vars || theme).palette.primary.main,
                    },
                  })}
                >
                  <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>{link.icon}</ListItemIcon>
                  <ListItemText
                    primary={link.label}
                    slotProps={{ primary: { sx: { fontSize: '0.875rem', fontWeight: active ? 600 : 500 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      {actions.length > 0 ? (
        <Box component="section" aria-labelledby={actionsHeadingId}>
          <Typography
            id={actionsHeadingId}
            component="h2"
            variant="overline"
            color="text.secondary"
            sx={{ display: 'block', px: 1, mb: 0.5, lineHeight: 2 }}
          >
            Quick actions
          </Typography>
          <Stack spacing={1}>
            {actions.map((action, index) => (
              <Button
                key={action.key}
                href={action.path}
                variant={index === 0 ? 'contained' : 'outlined'}
                startIcon={action.icon}
                onClick={onNavigate}
                fullWidth
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}

/** The page's title, facts, subtitle and action that it set with `PageHeader`, above the page. */
function PageHeading() {
  const page = usePageHeaderContent();
  if (!page?.title) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h4">
            {page.title}
          </Typography>
          {page.info ? <Box sx={{ display: 'flex', alignItems: 'center' }}>{page.info}</Box> : null}
        </Stack>
        {page.subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {page.subtitle}
          </Typography>
        ) : null}
      </Box>
      {page.action ? <Box sx={{ display: 'flex', flexShrink: 0 }}>{page.action}</Box> : null}
    </Box>
  );
}

/**
 * The alternative organization layout (spec 2.3): a top bar with Profile, Settings, Help and 'Sign Out', a
 * menu of the organization's pages, and the quick actions New Project and Invite Users, each shown only with
 * its permission (spec 6.3). On mobile the menu is an overlay opened from the top bar, closed when a link is
 * followed. A page names itself with `PageHeader`: its title is the page's heading above the content.
 */
export function OrganizationLayout({ onPageTitleChange, ...props }: OrganizationLayoutProps) {
  return (
    <PageHeaderProvider onTitleChange={onPageTitleChange}>
      <OrganizationFrame {...props} />
    </PageHeaderProvider>
  );
}

function OrganizationFrame({
  children,
  brandName,
  organizationName,
  user,
  activePath,
  permissions = {},
  onSignOut,
  mobile: mobileProp,
  mainId = 'main-content',
}: Omit<OrganizationLayoutProps, 'onPageTitleChange'>) {
  const theme = useTheme();
  const narrowViewport = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const mobile = mobileProp ?? narrowViewport;
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (mobile && menuOpen && !drawerLoaded) setDrawerLoaded(true);
  // The menu closes when the page changes (a link followed, or back and forward).
  const [menuPath, setMenuPath] = useState(activePath);
  if (menuPath !== activePath) {
    setMenuPath(activePath);
    setMenuOpen(false);
  }
  const links = MENU_LINKS.filter((link) => allowed(link, permissions));
  const actions = QUICK_ACTIONS.filter((action) => allowed(action, permissions));

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}
    >
      <SkipLink targetId={mainId} />
      <AppBar component="header" position="sticky">
        <Toolbar sx={{ gap: 1.5, minHeight: { xs: 64 } }}>
          {mobile ? (
            <IconButton
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              edge="start"
            >
              <MenuRoundedIcon />
            </IconButton>
          ) : null}
          <Link
            href="/organization"
            underline="none"
            color="text.primary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, minWidth: 0, mr: 'auto' }}
          >
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
              <BusinessRoundedIcon fontSize="small" />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
                {brandName}
              </Typography>
              {organizationName ? (
                <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
                  {organizationName}
                </Typography>
              ) : null}
            </Box>
          </Link>
          <Box component="nav" aria-label="Account" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {TOP_LINKS.map((link) =>
              mobile ? (
                <IconButton key={link.href} href={link.href} aria-label={link.label} size="small">
                  {link.icon}
                </IconButton>
              ) : (
                <Button
                  key={link.href}
                  href={link.href}
                  color="inherit"
                  startIcon={link.icon}
                  sx={{ color: 'text.secondary' }}
                >
                  {link.label}
                </Button>
              ),
            )}
          </Box>
          {mobile ? null : <UserAvatar user={user} size={32} />}
          {/* On a phone the label gives way to the brand: the icon stays, and so does the accessible name. */}
          {mobile ? (
            <IconButton aria-label={SCREEN_TEXTS.signOutAlt} onClick={onSignOut} size="small" edge="end">
              <LogoutRoundedIcon fontSize="small" />
            </IconButton>
          ) : (
            <Button
              variant="outlined"
              color="inherit"
              onClick={onSignOut}
              startIcon={<LogoutRoundedIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {SCREEN_TEXTS.signOutAlt}
            </Button>
          )}
        </Toolbar>
      </AppBar>

      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        {mobile ? (
          drawerLoaded ? (
            <Suspense fallback={null}>
              <Drawer
                open={menuOpen}
                onClose={() => setMenuOpen(false)}
                slotProps={{ paper: { 'aria-label': 'Organization menu' } }}
              >
                <Box sx={{ width: MENU_WIDTH + 40 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
                    <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
                      <CloseRoundedIcon />
                    </IconButton>
                  </Box>
                  <Divider />
                  <Menu
                    links={links}
                    actions={actions}
                    activePath={activePath}
                    onNavigate={() => setMenuOpen(false)}
                  />
                </Box>
              </Drawer>
            </Suspense>
          ) : null
        ) : (
          <Box
            component="aside"
            aria-label="Organization"
            sx={(t) => ({
              width: MENU_WIDTH,
              flexShrink: 0,
              borderRight: `1px solid ${(t.vars || t).palette.divider}`,
              bgcolor: (t.vars || t).palette.background.paper,
            })}
          >
            <Menu links={links} actions={actions} activePath={activePath} />
          </Box>
        )}
        <Box
          component="main"
          id={mainId}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
        >
          <PageHeading />
          {children}
        </Box>
      </Box>
    </Box>
  );
}
