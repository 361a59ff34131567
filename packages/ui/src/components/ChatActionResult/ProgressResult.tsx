import { type ProgressData, TASK_STATUS_LABELS } from '@app/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResultCard, type ResultTone, toneBackground, toneColor } from './ResultCard';

export interface ProgressResultProps {
  data: ProgressData;
}

/** The `display_progress` result: overall progress as a percent and bar, and the task counts by state. */
export function ProgressResult({ data }: ProgressResultProps) {
  const progress = Math.round(Math.min(100, Math.max(0, data.progress)));
  const counts: { label: string; value: number; tone: ResultTone }[] = [
    { label: TASK_STATUS_LABELS.todo, value: data.todoTasks, tone: 'neutral' },
    { label: TASK_STATUS_LABELS['in-progress'], value: data.inProgressTasks, tone: 'info' },
    { label: 'Completed', value: data.completedTasks, tone: 'success' },
  ];

  return (
    <ResultCard title="Progress">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.25 }}>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700, minWidth: 64 }}>
          {progress}%
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Overall progress"
          color={progress >= 100 ? 'success' : 'primary'}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        />
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.75, m: 0 }}
      >
        {counts.map((count) => (
          <Box
            key={count.label}
            sx={(theme) => ({
              display: 'flex',
              flexDirection: 'column-reverse',
              alignItems: 'center',
              py: 0.75,
              borderRadius: 1,
              bgcolor: toneBackground(theme, count.tone, 0.1),
              borderTop: `3px solid ${toneColor(theme, count.tone)}`,
            })}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {count.label}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700, lineHeight: 1.3 }}>
              {count.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </ResultCard>
  );
}
