import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { SkipLink } from '../../a11y/SkipLink';
import type { PublicAction, PublicNavLink } from './types';

// The small-screen menu (a drawer on a modal) loads when it is first opened: it is not part of the public pages'
// first download.
const PublicMenuDrawer = lazy(() =>
  import('./PublicMenuDrawer').then((module) => ({ default: module.PublicMenuDrawer })),
);

export type { PublicAction, PublicNavLink } from './types';

export interface PublicLayoutProps {
  children: React.ReactNode;
  /** The product name next to the logo; the link it sits in leads to `brandHref`. */
  brandName: string;
  brandHref?: string;
  /** A custom logo mark; a neutral mark in the brand colour otherwise. */
  logo?: React.ReactNode;
  navLinks: PublicNavLink[];
  /** Calls to action at the end of the app bar (e.g. Sign in, Get started). */
  actions: PublicAction[];
  footerLinks: PublicNavLink[];
  /** One line under the brand in the footer. */
  tagline?: string;
}

const MAIN_ID = 'main-content';

/** A small square mark in the brand colour, for products without their own logo. */
function DefaultLogo() {
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
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

function Brand({ brandName, brandHref, logo }: Pick<PublicLayoutProps, 'brandName' | 'brandHref' | 'logo'>) {
  return (
    <Link
      href={brandHref}
      underline="none"
      color="text.primary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, fontWeight: 700, fontSize: '1.125rem' }}
    >
      {logo ?? <DefaultLogo />}
      {brandName}
    </Link>
  );
}

/**
 * The frame of public pages: a sticky app bar (brand, navigation, calls to action; a menu on small screens),
 * a skip link to the content, the page in `<main>` and a footer.
 */
export function PublicLayout({
  children,
  brandName,
  brandHref = '/home',
  logo,
  navLinks,
  actions,
  footerLinks,
  tagline,
}: PublicLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays the drawer's exit transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  // Move focus without touching the URL, so the router does not see a navigation.
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}
    >
      <SkipLink targetId={MAIN_ID} />

      <AppBar component="header" position="sticky">
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
            <Brand brandName={brandName} brandHref={brandHref} logo={logo} />
            <Box
              component="nav"
              aria-label="Main"
              sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flexGrow: 1 }}
            >
              {navLinks.map((link) => (
                <Button key={link.href} href={link.href} color="inherit" sx={{ color: 'text.secondary' }}>
                  {link.label}
                </Button>
              ))}
            </Box>
            <Stack
              direction="row"
              spacing={1}
              sx={{ display: { xs: 'none', md: 'flex' }, ml: { xs: 'auto', md: 0 } }}
            >
              {actions.map((action) => (
                <Button key={action.href} href={action.href} variant={action.variant ?? 'text'}>
                  {action.label}
                </Button>
              ))}
            </Stack>
            <IconButton
              aria-label="Open menu"
              aria-controls={menuOpen ? menuId : undefined}
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
              sx={{ display: { md: 'none' }, ml: 'auto' }}
            >
              <MenuRoundedIcon />
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            open={menuOpen}
            onClose={closeMenu}
            menuId={menuId}
            brandName={brandName}
            navLinks={navLinks}
            actions={actions}
          />
        </Suspense>
      ) : null}

      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>

      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: { xs: 4, md: 5 } }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
          >
            <Stack spacing={1}>
              <Brand brandName={brandName} brandHref={brandHref} logo={logo} />
              {tagline ? (
                <Typography variant="body2" color="text.secondary">
                  {tagline}
                </Typography>
              ) : null}
            </Stack>
            <Box component="nav" aria-label="Footer">
              <Stack
                component="ul"
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 3, listStyle: 'none', m: 0, p: 0 }}
              >
                {footerLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} color="text.secondary" variant="body2">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            © {new Date().getFullYear()} {brandName}. All rights reserved.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
