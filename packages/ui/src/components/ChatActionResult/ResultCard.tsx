import { ASSISTANT_MESSAGES, PRIORITY_LABELS, PROJECT_STATUS_LABELS, TASK_STATUS_LABELS } from '@app/domain';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';

/** The colours a result chip or figure can take; each one maps to a theme palette key. */
export type ResultTone = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'neutral';

export interface ResultCardProps {
  title: string;
  /** A short line beside the title, such as a count. */
  meta?: string;
  children: React.ReactNode;
  /** Actions under the content (show more, view all). */
  footer?: React.ReactNode;
}

/** The frame every chat result shares: a titled, outlined group inside a bot message. */
export function ResultCard({ title, meta, children, footer }: ResultCardProps) {
  const titleId = useId();
  return (
    // A group, not a region: a conversation may hold several results with the same title, and landmarks must be
    // unique.
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={(theme) => ({
        mt: 1,
        p: 1.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: (theme.vars || theme).palette.background.paper,
      })}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {meta ? (
          <Typography variant="caption" color="text.secondary">
            {meta}
          </Typography>
        ) : null}
      </Stack>
      {children}
      {footer ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}
        >
          {footer}
        </Stack>
      ) : null}
    </Box>
  );
}

/** A tinted background in a palette colour: the text on it stays `text.primary`, so contrast holds in both modes. */
export function toneBackground(theme: Theme, tone: ResultTone, amount = 0.14): string {
  const palette = (theme.vars || theme).palette;
  const base = tone === 'neutral' ? palette.text.secondary : palette[tone].main;
  return theme.alpha(base, amount);
}

/** The solid palette colour of a tone, for dots and bars (decoration, never text). */
export function toneColor(theme: Theme, tone: ResultTone): string {
  const palette = (theme.vars || theme).palette;
  return tone === 'neutral' ? palette.text.secondary : palette[tone].main;
}

export interface ResultChipProps {
  label: string;
  tone: ResultTone;
  sx?: SxProps<Theme>;
}

/** A small status label: a coloured dot on a soft tint of the same colour. */
export function ResultChip({ label, tone, sx }: ResultChipProps) {
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          flexShrink: 0,
          px: 0.75,
          py: 0.125,
          borderRadius: 999,
          typography: 'caption',
          fontWeight: 500,
          lineHeight: 1.6,
          whiteSpace: 'nowrap',
          color: (theme.vars || theme).palette.text.primary,
          bgcolor: toneBackground(theme, tone),
          '&::before': {
            content: '""',
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: toneColor(theme, tone),
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}

const KNOWN_LABELS: Record<string, string> = {
  ...PRIORITY_LABELS,
  ...PROJECT_STATUS_LABELS,
  ...TASK_STATUS_LABELS,
};

/** A readable label for a status or priority value: the domain's own label when it is one ('todo' -> 'To do'). */
export function humanize(value: string): string {
  const normalized = value.trim().toLowerCase();
  const known = KNOWN_LABELS[normalized];
  if (known) return known;
  const words = normalized.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Link props for an in-app destination: the `href` keeps the link a real link (open in a new tab, copy address),
 * and a plain click goes through `onNavigate` when the host supplies one.
 */
export function navigationProps(href: string, onNavigate?: (href: string) => void) {
  return {
    href,
    onClick: onNavigate
      ? (event: React.MouseEvent<HTMLElement>) => {
          if (event.defaultPrevented || event.button !== 0) return;
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onNavigate(href);
        }
      : undefined,
  };
}

export interface ShowMoreToggleProps {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the list the toggle grows and shrinks. */
  controls: string;
}

/** 'Show more' / 'Show less' under a list that shows only its first items. */
export function ShowMoreToggle({ expanded, onToggle, controls }: ShowMoreToggleProps) {
  return (
    <Button
      // The theme's focus ring marks keyboard focus; the pulsing focus ripple would drop the label's contrast.
      disableFocusRipple
      size="small"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      endIcon={expanded ? <ExpandLessRoundedIcon aria-hidden /> : <ExpandMoreRoundedIcon aria-hidden />}
      sx={{ px: 1 }}
    >
      {expanded ? ASSISTANT_MESSAGES.showLess : ASSISTANT_MESSAGES.showMore}
    </Button>
  );
}
