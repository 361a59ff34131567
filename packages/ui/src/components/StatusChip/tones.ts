import type { Priority, ProjectStatus, TaskStatus } from '@app/domain';
import type { Theme } from '@mui/material/styles';

/** A semantic colour from the theme palette; `default` is the neutral grey. */
export type Tone = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export const TASK_STATUS_TONES: Record<TaskStatus, Tone> = {
  todo: 'default',
  'in-progress': 'info',
  review: 'warning',
  done: 'success',
};

export const PROJECT_STATUS_TONES: Record<ProjectStatus, Tone> = {
  planning: 'secondary',
  active: 'info',
  'on-hold': 'warning',
  completed: 'success',
  cancelled: 'error',
};

export const PRIORITY_TONES: Record<Priority, Tone> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

/** The solid colour of a tone (dots, icons, bars): decoration, not text. */
export function toneColor(theme: Theme, tone: Tone): string {
  const palette = (theme.vars || theme).palette;
  return tone === 'default' ? palette.text.secondary : palette[tone].main;
}

/** A faint tint of a tone for chip and badge backgrounds; text on it stays `text.primary`. */
export function toneTint(theme: Theme, tone: Tone, opacity = 0.12): string {
  const palette = (theme.vars || theme).palette;
  if (tone === 'default') return palette.action.selected;
  return `rgba(${palette[tone].mainChannel} / ${opacity})`;
}

/**
 * Styles that colour text in a tone and still meet WCAG AA: the darker shade on light surfaces, the lighter
 * one on dark. Warning has no shade dark enough for small text on white, so it keeps the body text colour and
 * relies on its icon for the hue.
 */
export function toneTextSx(theme: Theme, tone: Tone) {
  const palette = (theme.vars || theme).palette;
  if (tone === 'default') return { color: palette.text.secondary };
  if (tone === 'warning') return { color: palette.text.primary };
  return {
    color: palette[tone].dark,
    ...theme.applyStyles('dark', { color: palette[tone].light }),
  };
}
