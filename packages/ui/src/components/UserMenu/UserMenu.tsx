import { SCREEN_TEXTS } from '@app/domain';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LazyTooltip } from '../LazyTooltip';
import { type ShellUser, UserAvatar } from './UserAvatar';

export interface UserMenuProps {
  /** Whose menu it is: the avatar, name and email it shows. */
  user: ShellUser;
  /** Called by 'Sign out'; the app forgets the session and leaves for the login screen. */
  onSignOut: () => void;
  /** Where 'Your Profile' leads. */
  profileHref?: string;
  /** Where 'Settings' leads. */
  settingsHref?: string;
  /**
   * The administration pages the user may open from anywhere (a platform admin's Platform Admin, System Test
   * Suite, System Users), listed after Settings.
   */
  adminLinks?: readonly UserMenuLink[];
}

/** A page the account menu leads to. */
export interface UserMenuLink {
  key: string;
  label: string;
  href: string;
}

/**
 * The header's account menu (spec 2.2): the avatar opens a menu that shows the user's name and email, with
 * 'Your Profile', 'Settings' and 'Sign out', and the administration pages it is given.
 */
export function UserMenu({
  user,
  onSignOut,
  profileHref = '/profile',
  settingsHref = '/settings',
  adminLinks = [],
}: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  return (
    <>
      <LazyTooltip title="Account">
        <IconButton
          aria-label={`Account menu for ${user.name}`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <UserAvatar user={user} size={32} />
        </IconButton>
      </LazyTooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        {/* Who is signed in: information, not a menu item. */}
        <Box
          component="li"
          role="none"
          sx={{ px: 2, pt: 1, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
        >
          <UserAvatar user={user} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider component="li" role="none" />
        {/* Rendered as the theme's link (MUI Link), so the app's router handles the navigation. */}
        <MenuItem component={Link} href={profileHref} underline="none" color="inherit" onClick={close}>
          <ListItemIcon>
            <PersonRoundedIcon fontSize="small" />
          </ListItemIcon>
          {SCREEN_TEXTS.yourProfile}
        </MenuItem>
        <MenuItem component={Link} href={settingsHref} underline="none" color="inherit" onClick={close}>
          <ListItemIcon>
            <SettingsRoundedIcon fontSize="small" />
          </ListItemIcon>
          {SCREEN_TEXTS.settings}
        </MenuItem>
        {adminLinks.length > 0 ? <Divider component="li" role="none" /> : null}
        {adminLinks.map((link) => (
          <MenuItem
            key={link.key}
            component={Link}
            href={link.href}
            underline="none"
            color="inherit"
            onClick={close}
          >
            <ListItemIcon>
              <AdminPanelSettingsRoundedIcon fontSize="small" />
            </ListItemIcon>
            {link.label}
          </MenuItem>
        ))}
        <Divider component="li" role="none" />
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutRoundedIcon fontSize="small" />
          </ListItemIcon>
          {SCREEN_TEXTS.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
