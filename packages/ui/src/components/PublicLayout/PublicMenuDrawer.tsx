import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicAction, PublicNavLink } from './types';

export interface PublicMenuDrawerProps {
  brandName: string;
  navLinks: PublicNavLink[];
  actions: PublicAction[];
  open: boolean;
  onClose: () => void;
  /** The id of the drawer's paper, which the menu button controls. */
  menuId: string;
}

/** The small-screen menu of the public layout: the navigation and the calls to action in a drawer. */
export function PublicMenuDrawer({
  open,
  onClose,
  menuId,
  brandName,
  navLinks,
  actions,
}: PublicMenuDrawerProps) {
  const closeMenu = onClose;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={closeMenu}
      slotProps={{ paper: { id: menuId, sx: { width: 'min(320px, 85vw)' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {brandName}
        </Typography>
        <IconButton aria-label="Close menu" onClick={closeMenu}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Main">
        <List>
          {navLinks.map((link) => (
            <ListItem key={link.href} disablePadding>
              <ListItemButton href={link.href} onClick={closeMenu}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Stack spacing={1.5} sx={{ p: 2, mt: 'auto' }}>
        {actions.map((action) => (
          <Button
            key={action.href}
            href={action.href}
            variant={action.variant === 'text' || !action.variant ? 'outlined' : action.variant}
            onClick={closeMenu}
            fullWidth
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </Drawer>
  );
}
