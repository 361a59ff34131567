import { ASSISTANT_LIST_SIZES, ASSISTANT_MESSAGES, type TaskDisplayData } from '@app/domain';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  humanize,
  navigationProps,
  ResultCard,
  ResultChip,
  type ResultTone,
  ShowMoreToggle,
} from './ResultCard';

/** Where the full task list lives, and the page of one task. */
export const TASKS_HREF = '/tasks';
export const taskHref = (id: string) => `${TASKS_HREF}/${encodeURIComponent(id)}`;
/** My Tasks filtered by a filter-language query, soonest due first, as the assistant listed them. */
export const filteredTasksHref = (query: string) =>
  `${TASKS_HREF}?${new URLSearchParams({ q: query, sort: 'dueDate' }).toString()}`;

export interface TaskListResultProps {
  data: TaskDisplayData;
  /** Called with `/tasks/{id}` or `/tasks` on a plain click; without it the links navigate as links do. */
  onNavigate?: (href: string) => void;
}

function taskTone(status: string): ResultTone {
  const normalized = status.toLowerCase();
  if (normalized === 'done' || normalized === 'completed') return 'success';
  if (normalized === 'in-progress') return 'info';
  return 'neutral';
}

/**
 * The `display_tasks` result: the first 6 tasks with a 'Show more' / 'Show less' toggle, each linking to its page,
 * and a 'View All Tasks' link to /tasks; when the list is a filter-language query, the query is shown and the
 * link opens My Tasks with it.
 */
export function TaskListResult({ data, onNavigate }: TaskListResultProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const limit = ASSISTANT_LIST_SIZES.tasks;
  const visible = expanded ? data.tasks : data.tasks.slice(0, limit);
  const total = Math.max(data.totalCount, data.tasks.length);

  return (
    <ResultCard
      title="Tasks"
      meta={`${visible.length} of ${total}`}
      footer={
        <>
          {data.tasks.length > limit ? (
            <ShowMoreToggle
              expanded={expanded}
              onToggle={() => setExpanded((value) => !value)}
              controls={listId}
            />
          ) : null}
          <Link
            variant="body2"
            {...navigationProps(data.query ? filteredTasksHref(data.query) : TASKS_HREF, onNavigate)}
            sx={{ fontWeight: 600, px: 1, ml: 'auto' }}
          >
            {ASSISTANT_MESSAGES.viewAllTasks}
          </Link>
        </>
      }
    >
      {data.query ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1, mb: 0.5 }}>
          Filter:{' '}
          <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
            {data.query}
          </Box>
        </Typography>
      ) : null}
      {data.tasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No tasks to show.
        </Typography>
      ) : (
        <List id={listId} dense disablePadding>
          {visible.map((task) => (
            <ListItem key={task.id} disablePadding>
              <ListItemButton
                {...navigationProps(taskHref(task.id), onNavigate)}
                sx={{ borderRadius: 1, gap: 1, px: 1, py: 0.5 }}
              >
                <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
                  {task.title}
                </Typography>
                <ResultChip label={humanize(task.status)} tone={taskTone(task.status)} />
                <ChevronRightRoundedIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </ResultCard>
  );
}
