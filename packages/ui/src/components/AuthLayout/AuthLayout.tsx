import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import type { PublicNavLink } from '../PublicLayout';

export interface AuthLayoutProps {
  children: React.ReactNode;
  brandName: string;
  brandHref?: string;
  logo?: React.ReactNode;
  /** A wider card for screens with side-by-side choices or multi-step forms. */
  wide?: boolean;
  /** Small links under the card (e.g. Privacy Policy, Terms of Service). */
  footerLinks?: PublicNavLink[];
}

/** The frame of sign-in and registration screens: the brand above a centred card, small links below. */
export function AuthLayout({
  children,
  brandName,
  brandHref = '/home',
  logo,
  wide = false,
  footerLinks = [],
}: AuthLayoutProps) {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        py: { xs: 4, sm: 6 },
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(ellipse 70% 50% at 50% 0%, rgba(${(theme.vars || theme).palette.primary.mainChannel} / 0.10), transparent)`,
      })}
    >
      <Box component="header">
        <Link
          href={brandHref}
          underline="none"
          color="text.primary"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1.25,
            fontWeight: 700,
            fontSize: '1.25rem',
          }}
        >
          {logo ?? (
            <Box
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: 1.5,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <TaskAltRoundedIcon fontSize="small" />
            </Box>
          )}
          {brandName}
        </Link>
      </Box>
      <Paper
        component="main"
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: wide ? 880 : 460,
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          boxShadow: '0 12px 32px -12px rgba(15, 23, 42, 0.18)',
        }}
      >
        {children}
      </Paper>
      {footerLinks.length > 0 ? (
        <Stack component="nav" aria-label="Legal" direction="row" spacing={3}>
          {footerLinks.map((link) => (
            <Link key={link.href} href={link.href} variant="body2" color="text.secondary">
              {link.label}
            </Link>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
