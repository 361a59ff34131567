import type { SubtaskProgress as SubtaskProgressData } from '@app/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface SubtaskProgressProps {
  /** How many of the task's direct sub-tasks are done. */
  progress: SubtaskProgressData;
  size?: 'small' | 'medium';
}

/** The text a screen reader hears for a task's sub-task progress: '1 of 3 sub-tasks done'. */
export function subtaskProgressText({ done, total }: SubtaskProgressData): string {
  return `${done} of ${total} ${total === 1 ? 'sub-task' : 'sub-tasks'} done`;
}

/**
 * A task's sub-task progress in little room: 'done/total' and a short bar, read as '1 of 3 sub-tasks done'.
 * Renders nothing for a task without sub-tasks.
 */
export function SubtaskProgress({ progress, size = 'small' }: SubtaskProgressProps) {
  const { done, total } = progress;
  if (total <= 0) return null;
  const percent = Math.min(100, Math.round((done / total) * 100));
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexShrink: 0 }}>
      <Typography
        component="span"
        aria-hidden
        variant={size === 'small' ? 'caption' : 'body2'}
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {`${done}/${total}`}
      </Typography>
      <LinearProgress
        aria-hidden
        variant="determinate"
        value={percent}
        color={done >= total ? 'success' : 'primary'}
        sx={{ width: size === 'small' ? 32 : 56, height: size === 'small' ? 4 : 6, borderRadius: 3 }}
      />
      <Box component="span" sx={visuallyHidden}>
        {subtaskProgressText(progress)}
      </Box>
    </Box>
  );
}
