import { formatElapsed, TIME_SCREEN_TEXTS, TIME_TEXTS } from '@app/domain';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LazyTooltip } from '../LazyTooltip';

/** The running timer as the header shows it. */
export interface RunningTimer {
  taskTitle: string;
  /** When it started (ISO): the elapsed time is counted from it, so it survives a reload. */
  startedAt: string;
}

export interface TimerChipProps {
  /** The running timer; nothing is drawn without one. */
  timer: RunningTimer | null | undefined;
  /** Where the task's title leads. */
  taskHref?: string;
  /** Stops the timer (the entry is written). */
  onStop: () => void;
  /** The stop is on its way: the button waits. */
  stopping?: boolean;
  /** A fixed clock (stories and tests); without it the chip ticks each second. */
  now?: Date;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

/** Seconds since `startedAt`, re-read each second unless the clock is fixed. */
function useElapsed(startedAt: string | undefined, now: Date | undefined): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt || now) return;
    setTick(Date.now());
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [startedAt, now]);
  if (!startedAt) return 0;
  const at = now ? now.getTime() : tick;
  return Math.max(0, Math.floor((at - Date.parse(startedAt)) / 1000));
}

/**
 * The header's running timer: a pulsing dot, the task's title and the elapsed time as h:mm:ss ticking each second
 * (both left out on a phone, where only the dot and Stop fit beside the page's actions), and Stop. Its accessible name says the task and the time in words ('Timer running on
 * “Write the notes”, 1 hour 2 minutes'), so the ticking digits are not read out each second.
 */
export function TimerChip({ timer, taskHref, onStop, stopping = false, now }: TimerChipProps) {
  const elapsed = useElapsed(timer?.startedAt, now);
  if (!timer) return null;
  const name = TIME_SCREEN_TEXTS.timerRunningOn(timer.taskTitle, elapsed);
  return (
    <Box
      role="group"
      aria-label={name}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        minWidth: 0,
        maxWidth: { xs: 72, sm: 240, lg: 320 },
        height: 36,
        pl: { xs: 1, sm: 1.5 },
        pr: 0.25,
        borderRadius: 18,
        border: 1,
        borderColor: (theme.vars || theme).palette.error.main,
        bgcolor: (theme.vars || theme).palette.background.paper,
      })}
    >
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: 'error.main',
          animation: `${pulse} 2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
        <LazyTooltip title={timer.taskTitle}>
          {taskHref ? (
            <Link
              href={taskHref}
              variant="body2"
              underline="hover"
              color="text.primary"
              aria-label={TIME_SCREEN_TEXTS.timerOpenTask(timer.taskTitle)}
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {timer.taskTitle}
            </Link>
          ) : (
            <Typography
              variant="body2"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {timer.taskTitle}
            </Typography>
          )}
        </LazyTooltip>
      </Box>
      <Typography
        component="span"
        variant="body2"
        aria-hidden
        // On a phone the header has no room for the digits: the dot and Stop remain, the name still says it all.
        sx={{
          display: { xs: 'none', sm: 'inline' },
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          flexShrink: 0,
        }}
      >
        {formatElapsed(elapsed)}
      </Typography>
      <LazyTooltip title={TIME_TEXTS.stopTimer}>
        <IconButton
          size="small"
          color="error"
          aria-label={TIME_TEXTS.stopTimer}
          onClick={onStop}
          disabled={stopping}
          aria-busy={stopping || undefined}
        >
          {stopping ? (
            <CircularProgress size={18} color="inherit" aria-label={TIME_SCREEN_TEXTS.stopping} />
          ) : (
            <StopRoundedIcon fontSize="small" />
          )}
        </IconButton>
      </LazyTooltip>
    </Box>
  );
}
