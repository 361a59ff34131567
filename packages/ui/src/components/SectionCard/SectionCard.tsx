import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';

export interface SectionCardProps {
  /**
   * The section's heading; it also names the section for assistive technology. Without one the card is a plain
   * frame for content that brings its own heading (a checklist, a comment thread).
   */
  title?: string;
  /** One line under the heading. */
  subtitle?: React.ReactNode;
  /** A control beside the heading (a 'See all' link, an 'Add' button). */
  action?: React.ReactNode;
  /** The heading's level, to fit the page's outline: h2 on a page whose title is the header's h1. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Content that runs to the card's edges (a list of rows, a table) instead of sitting in the padding. */
  flush?: boolean;
  /**
   * While set, a thin bar runs along the card's top edge, named by this text ('Updating to-dos'): content already
   * shown is being refreshed. Leave it out while nothing is loading.
   */
  busy?: string;
  children?: React.ReactNode;
}

function BusyBar({ label }: { label: string }) {
  return (
    <LinearProgress aria-label={label} sx={{ position: 'absolute', top: 0, insetInline: 0, height: 2 }} />
  );
}

/** A titled card that holds one section of a page, with an optional action beside the title. */
export function SectionCard({
  title,
  subtitle,
  action,
  headingLevel = 'h2',
  flush = false,
  busy,
  children,
}: SectionCardProps) {
  const headingId = useId();
  if (title === undefined) {
    return (
      <Paper
        variant="outlined"
        aria-busy={busy ? true : undefined}
        sx={{ position: 'relative', overflow: 'hidden', minWidth: 0, p: flush ? 0 : 3 }}
      >
        {busy ? <BusyBar label={busy} /> : null}
        {children}
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      sx={{ position: 'relative', overflow: 'hidden', minWidth: 0 }}
    >
      {busy ? <BusyBar label={busy} /> : null}
      <Stack
        direction="row"
        spacing={2}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          rowGap: 1,
          px: 3,
          pt: 2.5,
          pb: flush ? 2 : 1.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component={headingLevel} variant="h6">
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action ? <Box sx={{ display: 'flex', flexShrink: 0 }}>{action}</Box> : null}
      </Stack>
      <Box sx={flush ? { borderTop: 1, borderColor: 'divider' } : { px: 3, pb: 3 }}>{children}</Box>
    </Paper>
  );
}
