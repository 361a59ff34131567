import { alpha, type Theme } from '@mui/material/styles';

/**
 * The tint behind a label's name: its colour faint enough that the body text on it keeps AA contrast in either
 * colour mode. A colour the theme cannot read (labels accept any #RRGGBB, older data may hold anything) falls
 * back to the neutral tint.
 */
export function labelTint(theme: Theme, color: string, opacity = 0.16): string {
  try {
    return alpha(color, opacity);
  } catch {
    return (theme.vars || theme).palette.action.selected;
  }
}
