import { type PasswordStrengthLevel, passwordStrength } from '@app/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface PasswordStrengthBarProps {
  /** The password being typed; only its length is read (spec 5). */
  password: string;
  /** Show the bar for an empty password too (at 25 %, 'Weak'); by default it appears once typing starts. */
  showWhenEmpty?: boolean;
  /** Text before the level, read as the bar's name with it. */
  label?: string;
}

const LEVEL_COLORS: Record<PasswordStrengthLevel, 'error' | 'warning' | 'info' | 'success'> = {
  weak: 'error',
  fair: 'warning',
  good: 'info',
  strong: 'success',
};

/**
 * The password strength bar: 25, 50, 75 or 100 % by length at the spec's thresholds (6, 10, 14 characters),
 * with the level named next to it. Exposed as a progressbar named e.g. 'Password strength: Fair'.
 */
export function PasswordStrengthBar({
  password,
  showWhenEmpty = false,
  label = 'Password strength',
}: PasswordStrengthBarProps) {
  const labelId = useId();
  if (!password && !showWhenEmpty) return null;
  const strength = passwordStrength(password);
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={strength.percent}
        color={LEVEL_COLORS[strength.level]}
        aria-labelledby={labelId}
        aria-valuetext={`${strength.label}, ${strength.percent}%`}
        sx={(theme) => ({
          height: 6,
          borderRadius: 3,
          bgcolor: (theme.vars || theme).palette.action.hover,
          '& .MuiLinearProgress-bar': { borderRadius: 3 },
        })}
      />
      <Typography id={labelId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {label}:{' '}
        <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {strength.label}
        </Box>
      </Typography>
    </Box>
  );
}
