import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';

export interface EmptyStateProps {
  /** What is empty, e.g. 'No projects yet'. */
  title: string;
  /** What the person can do about it. */
  description?: React.ReactNode;
  /** A decorative icon; an inbox by default. */
  icon?: React.ReactNode;
  /** The way forward, usually one button ('Create Project'). */
  action?: React.ReactNode;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A smaller version for cards and panels. */
  compact?: boolean;
}

/** What a list or page shows when there is nothing in it yet: an icon, a title, a line of help and an action. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 'h2',
  compact = false,
}: EmptyStateProps) {
  const headingId = useId();
  const iconSize = compact ? 48 : 64;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: compact ? 1 : 1.5,
        px: 2,
        py: compact ? 3 : 6,
      }}
    >
      <Box
        aria-hidden
        sx={(theme: Theme) => ({
          width: iconSize,
          height: iconSize,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: (theme.vars || theme).palette.primary.main,
          bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
          '& svg': { fontSize: compact ? 24 : 32 },
        })}
      >
        {icon ?? <InboxRoundedIcon />}
      </Box>
      <Typography id={headingId} component={headingLevel} variant={compact ? 'h6' : 'h5'}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: compact ? 0.5 : 1 }}>{action}</Box> : null}
    </Box>
  );
}
