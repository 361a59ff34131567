import { roleLabel, SCREEN_TEXTS } from '@app/domain';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { PageHeader, useHasPageHeader } from '../PageHeader/PageHeader';

/** 'restricted': a role the page lists is missing; 'denied': a platform or system role; 'upgrade': a plan. */
export type AccessCardVariant = 'restricted' | 'denied' | 'upgrade';

export interface AccessCardProps {
  variant: AccessCardVariant;
  /** The roles that open the page, listed by the 'Access Restricted' card. */
  requiredRoles?: readonly string[];
  /** Replaces the card's default explanation. */
  message?: React.ReactNode;
  /** Shows 'Go Back' on the 'Access Denied' card. */
  onGoBack?: () => void;
  /** Called by 'Upgrade Now'. */
  onUpgrade?: () => void;
  /** Where 'Upgrade Now' leads, when it is a link rather than a callback. */
  upgradeHref?: string;
}

type Tone = 'warning' | 'error' | 'primary';

const VARIANTS: Record<
  AccessCardVariant,
  { title: string; text: string; icon: React.ReactNode; tone: Tone }
> = {
  restricted: {
    title: SCREEN_TEXTS.accessRestricted,
    // The list may hold Platform Admin, which is not an organization role (spec 2.7's card).
    text: 'This page is open to people with one of these roles:',
    icon: <LockRoundedIcon fontSize="large" />,
    tone: 'warning',
  },
  denied: {
    title: SCREEN_TEXTS.accessDenied,
    text: "You don't have permission to view this page. Ask an administrator if you need access.",
    icon: <BlockRoundedIcon fontSize="large" />,
    tone: 'error',
  },
  upgrade: {
    title: SCREEN_TEXTS.upgradeRequired,
    text: "This feature isn't included in your organization's current plan. Upgrade to unlock it.",
    icon: <WorkspacePremiumRoundedIcon fontSize="large" />,
    tone: 'primary',
  },
};

// Role names are read through the domain's one table.
export { roleLabel };

/**
 * The cards a protected route shows instead of its page (spec 2.7): 'Access Restricted' with the roles that
 * open it, 'Access Denied' with 'Go Back', and 'Upgrade Required' with 'Upgrade Now'.
 */
export function AccessCard({
  variant,
  requiredRoles = [],
  message,
  onGoBack,
  onUpgrade,
  upgradeHref,
}: AccessCardProps) {
  const headingId = useId();
  const { title, text, icon, tone } = VARIANTS[variant];
  const showRoles = variant === 'restricted' && requiredRoles.length > 0;
  // In the app's shell the header carries the page's h1 (and the tab's title); the card's heading is then its h2.
  const inShell = useHasPageHeader();

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, py: { xs: 3, sm: 6 } }}
    >
      {inShell && <PageHeader title={title} action={null} />}
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 480,
          p: { xs: 3, sm: 5 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box
          aria-hidden
          sx={(theme: Theme) => {
            const main = (theme.vars || theme).palette[tone].main;
            return {
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: main,
              bgcolor: theme.alpha(main, 0.12),
            };
          }}
        >
          {icon}
        </Box>
        <Typography id={headingId} component={inShell ? 'h2' : 'h1'} variant="h3">
          {title}
        </Typography>
        <Typography color="text.secondary">
          {message ??
            (showRoles || variant !== 'restricted'
              ? text
              : 'You need an organization role to open this page.')}
        </Typography>
        {showRoles ? (
          <Box
            component="ul"
            aria-label="Required roles"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'center',
            }}
          >
            {requiredRoles.map((role) => (
              <Box component="li" key={role}>
                <Chip label={roleLabel(role)} variant="outlined" />
              </Box>
            ))}
          </Box>
        ) : null}
        {variant === 'denied' && onGoBack ? (
          <Button variant="contained" startIcon={<ArrowBackRoundedIcon />} onClick={onGoBack} sx={{ mt: 1 }}>
            {SCREEN_TEXTS.goBack}
          </Button>
        ) : null}
        {variant === 'upgrade' && (onUpgrade || upgradeHref) ? (
          <Button variant="contained" href={upgradeHref} onClick={onUpgrade} sx={{ mt: 1 }}>
            {SCREEN_TEXTS.upgradeNow}
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}
