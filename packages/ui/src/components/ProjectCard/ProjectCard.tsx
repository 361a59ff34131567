import type { Currency, ExchangeRates, Priority, ProjectStatus } from '@app/domain';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { DueText } from '../DueText';
import { Money } from '../Money';
import { StatusChip } from '../StatusChip';

/** The project fields a card shows (a `Project` from @app/domain fits). */
export interface ProjectCardProject {
  title: string;
  status: ProjectStatus;
  priority: Priority;
  /** Percent, 0 to 100. */
  progress: number;
  description?: string | null;
  /** In USD. */
  budget?: number | null;
  dueDate?: string | null;
  updatedAt?: string;
}

export interface ProjectCardProps {
  project: ProjectCardProject;
  /** Number of people on the project. */
  teamSize?: number;
  /** Where the title leads; the whole card becomes the link's click target. */
  href?: string;
  /** Display currency of the budget. */
  currency?: Currency;
  rates?: ExchangeRates;
  /** The moment the due text compares with; defaults to now. */
  now?: Date;
  /** Controls at the top right, such as a menu button; they stay clickable above the card link. */
  actions?: React.ReactNode;
  /** The heading level of the title within the page. */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/**
 * A project at a glance: title, status and priority, description, progress bar with its percent, team size,
 * due text (spec 4.7) and budget in the display currency.
 */
export function ProjectCard({
  project,
  teamSize,
  href,
  currency,
  rates,
  now,
  actions,
  headingComponent = 'h3',
}: ProjectCardProps) {
  const titleId = useId();
  const progress = Math.min(100, Math.max(0, Math.round(project.progress)));
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: 2.5,
        height: '100%',
        transition: theme.transitions.create(['border-color', 'box-shadow']),
        ...(href && {
          '&:hover': {
            borderColor: (theme.vars || theme).palette.primary.main,
            boxShadow: theme.shadows[2],
          },
        }),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography
          id={titleId}
          component={headingComponent}
          variant="h6"
          sx={{ lineHeight: 1.35, minWidth: 0 }}
        >
          {href ? (
            <Link
              href={href}
              color="inherit"
              underline="hover"
              // Stretched link: the whole card is the click target while only the title is announced.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
            >
              {project.title}
            </Link>
          ) : (
            project.title
          )}
        </Typography>
        {actions ? <Box sx={{ position: 'relative', zIndex: 1, mt: -0.75, mr: -1 }}>{actions}</Box> : null}
      </Stack>
      <Stack direction="row" spacing={1}>
        <StatusChip kind="project" value={project.status} />
        <StatusChip kind="priority" value={project.priority} />
      </Stack>
      {project.description ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {project.description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 'auto' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
          <Typography variant="body2" color="text.secondary">
            Progress
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {progress}%
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={progress}
          color={project.status === 'completed' ? 'success' : 'primary'}
          aria-label={`Progress of ${project.title}`}
          sx={(theme) => ({
            height: 8,
            borderRadius: 4,
            bgcolor: (theme.vars || theme).palette.action.hover,
            '& .MuiLinearProgress-bar': { borderRadius: 4 },
          })}
        />
      </Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {teamSize !== undefined ? (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
            >
              <GroupOutlinedIcon aria-hidden sx={{ fontSize: '1.1em' }} />
              {teamSize} {teamSize === 1 ? 'member' : 'members'}
            </Typography>
          ) : null}
          <DueText
            task={{ status: project.status, dueDate: project.dueDate, updatedAt: project.updatedAt }}
            now={now}
          />
        </Stack>
        {project.budget !== null && project.budget !== undefined ? (
          <Typography component="span" variant="body2" color="text.secondary">
            Budget{' '}
            <Money
              amount={project.budget}
              currency={currency}
              rates={rates}
              sx={{ color: 'text.primary', fontWeight: 600 }}
            />
          </Typography>
        ) : null}
      </Stack>
    </Card>
  );
}
