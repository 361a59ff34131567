import { ASSISTANT_LIST_SIZES, type ProjectDisplayData } from '@app/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { humanize, ResultCard, ResultChip, type ResultTone, ShowMoreToggle } from './ResultCard';

export interface ProjectListResultProps {
  data: ProjectDisplayData;
}

function statusTone(status: string): ResultTone {
  switch (status.toLowerCase()) {
    case 'active':
      return 'primary';
    case 'completed':
      return 'success';
    case 'planning':
      return 'info';
    default:
      return 'neutral';
  }
}

function priorityTone(priority: string): ResultTone {
  switch (priority.toLowerCase()) {
    case 'high':
      return 'error';
    case 'medium':
      return 'warning';
    default:
      return 'neutral';
  }
}

const percent = (value: number) => `${Math.round(value)}%`;

/**
 * The `display_projects` result: the portfolio summary (average progress, active, completed, total), then the
 * first 3 projects with status, priority and progress, and a 'Show more' / 'Show less' toggle.
 */
export function ProjectListResult({ data }: ProjectListResultProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const limit = ASSISTANT_LIST_SIZES.projects;
  const visible = expanded ? data.projects : data.projects.slice(0, limit);
  const total = Math.max(data.totalCount, data.projects.length);
  const summary = [
    { label: 'Avg. progress', value: percent(data.summary.averageProgress) },
    { label: 'Active', value: String(data.summary.activeProjects) },
    { label: 'Completed', value: String(data.summary.completedProjects) },
    { label: 'Total', value: String(data.summary.totalProjects) },
  ];

  return (
    <ResultCard
      title="Projects"
      meta={`${visible.length} of ${total}`}
      footer={
        data.projects.length > limit ? (
          <ShowMoreToggle
            expanded={expanded}
            onToggle={() => setExpanded((value) => !value)}
            controls={listId}
          />
        ) : undefined
      }
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 0.75, m: 0, mb: 1.25 }}
      >
        {summary.map((item) => (
          <Box
            key={item.label}
            sx={(theme) => ({
              display: 'flex',
              flexDirection: 'column-reverse',
              alignItems: 'center',
              py: 0.75,
              px: 0.5,
              borderRadius: 1,
              bgcolor: (theme.vars || theme).palette.action.hover,
              textAlign: 'center',
            })}
          >
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
              {item.label}
            </Typography>
            <Typography component="dd" variant="subtitle2" sx={{ m: 0, fontWeight: 700 }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {data.projects.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No projects to show.
        </Typography>
      ) : (
        <Stack id={listId} component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {visible.map((project, index) => (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: display data has no project id and names may repeat; the list never reorders
              key={`${project.name}-${index}`}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
                  {project.name}
                </Typography>
                <ResultChip label={humanize(project.status)} tone={statusTone(project.status)} />
                <ResultChip label={humanize(project.priority)} tone={priorityTone(project.priority)} />
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, Math.max(0, project.progress))}
                  aria-label={`${project.name} progress`}
                  color={project.progress >= 100 ? 'success' : 'primary'}
                  sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
                />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ minWidth: 34, textAlign: 'right' }}
                >
                  {percent(project.progress)}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {project.teamSize === 1 ? '1 member' : `${project.teamSize} members`}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </ResultCard>
  );
}
