import type { RichTextDoc } from '@app/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DescriptionList, type DescriptionListItem } from '../DescriptionList/DescriptionList';
import { RichTextView, type RichTextViewProps } from '../RichText/RichTextView';
import { SectionCard } from '../SectionCard/SectionCard';

export interface ProjectOverviewCounts {
  done: number;
  total: number;
  overdue: number;
}

export interface ProjectOverviewCardProps {
  /** The project's title, for the progress bar's accessible name. */
  title: string;
  /** Share of tasks done, 0 to 100. */
  progress: number;
  /** A completed project's bar shows in the success colour. */
  completed?: boolean;
  /** Task counts under the bar: '3 of 8 tasks done · 1 overdue'. */
  taskCounts?: ProjectOverviewCounts | null;
  /** The project's description; 'No description yet.' without one. */
  description?: string | null;
  /** The description as rich text, shown formatted instead of `description`. */
  descriptionDoc?: RichTextDoc | null;
  /** The facts column (dates, budget, owner, team size). */
  details: readonly DescriptionListItem[];
  /** Replaces the read-only description section (for example with an editable `DescriptionCard`). */
  descriptionSection?: ReactNode;
  /** Where a '#' link of the description goes. */
  mentionHref?: RichTextViewProps['mentionHref'];
}

/** A project at a glance: its progress with task counts, its description, and its facts beside them. */
export function ProjectOverviewCard({
  title,
  progress,
  completed = false,
  taskCounts,
  description,
  descriptionDoc,
  details,
  descriptionSection,
  mentionHref,
}: ProjectOverviewCardProps) {
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <SectionCard
          title="Progress"
          action={
            <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {percent}%
            </Typography>
          }
        >
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={`Progress of ${title}`}
            color={completed ? 'success' : 'primary'}
            sx={{ height: 10, borderRadius: 5 }}
          />
          {taskCounts ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {taskCounts.done} of {taskCounts.total} {taskCounts.total === 1 ? 'task' : 'tasks'} done
              {taskCounts.overdue > 0 ? ` · ${taskCounts.overdue} overdue` : ''}
            </Typography>
          ) : null}
        </SectionCard>
        {descriptionSection ?? (
          <SectionCard title="Description">
            {descriptionDoc ? (
              <RichTextView doc={descriptionDoc} mentionHref={mentionHref} />
            ) : (
              <Typography
                color={description ? 'text.primary' : 'text.secondary'}
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {description || 'No description yet.'}
              </Typography>
            )}
          </SectionCard>
        )}
      </Stack>
      <SectionCard title="Details">
        <DescriptionList items={details} />
      </SectionCard>
    </Box>
  );
}
