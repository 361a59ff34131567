import {
  type Subtask,
  type SubtaskProgress as SubtaskProgressData,
  TaskCreatePayloadSchema,
  taskCategory,
  type WorkflowState,
} from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { StatusChip } from '../StatusChip';
import { SubtaskProgress } from '../SubtaskProgress';

export interface SubtaskListProps {
  /** The task's direct sub-tasks, in their order. */
  subtasks: readonly Subtask[];
  progress: SubtaskProgressData;
  /** Where a sub-task's title leads. */
  hrefFor: (id: string) => string;
  /** Adds a sub-task with the typed title; the field clears once it resolves. Without it, no add field. */
  onAdd?: (title: string) => Promise<void> | void;
  /** Called with every sub-task's id in the new order; without it, no move buttons. */
  onReorder?: (ids: string[]) => void;
  /** Completes (true) or reopens (false) a sub-task; without it, no checkboxes. */
  onToggleDone?: (id: string, done: boolean) => void;
  /** A change is saving: the controls stay visible but take nothing. */
  busy?: boolean;
  /** The level of the 'Sub-tasks' heading, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The project's states, which name each sub-task's state; the default names otherwise. */
  states?: readonly WorkflowState[] | undefined;
}

type Direction = 'up' | 'down';

// The sub-task's title rule of the domain: trimmed, required, at most 200 characters.
const TitleSchema = TaskCreatePayloadSchema.shape.title;

/**
 * The sub-task section of a task: a 'Sub-tasks' heading with the progress beside it, each sub-task with a
 * checkbox, its title as a link and its status, buttons that move it up or down (the focus stays on the moved
 * row), and a field that adds one (Enter or 'Add').
 */
export function SubtaskList({
  subtasks,
  progress,
  hrefFor,
  onAdd,
  onReorder,
  onToggleDone,
  busy = false,
  headingLevel = 'h2',
  states,
}: SubtaskListProps) {
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The row and button to focus once the moved list comes back.
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const index = subtasks.findIndex((subtask) => subtask._id === pending.id);
    if (index < 0) {
      pendingFocus.current = null;
      return;
    }
    // A row moved to an end loses the button that moved it (now disabled): its other button takes the focus.
    const atEnd = pending.direction === 'up' ? index === 0 : index === subtasks.length - 1;
    const other: Direction = pending.direction === 'up' ? 'down' : 'up';
    const target = moveButtons.current.get(`${pending.id}:${atEnd ? other : pending.direction}`);
    if (target && document.activeElement !== target) target.focus();
    pendingFocus.current = null;
  }, [subtasks]);

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (!onReorder || to < 0 || to >= subtasks.length) return;
    const ids = subtasks.map((subtask) => subtask._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(to, 0, moved!);
    pendingFocus.current = { id: moved!, direction };
    onReorder(ids);
  };

  // A blank title is simply nothing to add; a long one says why it cannot be added, as it is typed.
  const parsed = TitleSchema.safeParse(draft);
  const draftError = draft.trim() !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const add = async () => {
    if (!onAdd || adding || !parsed.success) return;
    setAdding(true);
    try {
      await onAdd(parsed.data);
      setDraft('');
    } catch {
      // The caller shows why the sub-task was not added; the title stays to try again.
    } finally {
      setAdding(false);
    }
  };

  const controlsDisabled = busy || adding;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
          Sub-tasks
        </Typography>
        <SubtaskProgress progress={progress} size="medium" />
      </Box>
      {subtasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No sub-tasks yet.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {subtasks.map((subtask, index) => {
            const done = taskCategory(subtask) === 'done';
            return (
              <Box
                component="li"
                key={subtask._id}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  minHeight: 44,
                  px: 0.5,
                  borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
                  '&:last-of-type': { borderBottom: 0 },
                })}
              >
                {onToggleDone ? (
                  <Checkbox
                    size="small"
                    checked={done}
                    disabled={controlsDisabled}
                    onChange={(event) => onToggleDone(subtask._id, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': done ? `Reopen “${subtask.title}”` : `Mark “${subtask.title}” done`,
                      } as React.InputHTMLAttributes<HTMLInputElement>,
                    }}
                  />
                ) : null}
                <Typography
                  variant="body2"
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    overflowWrap: 'anywhere',
                    ...(done && { textDecoration: 'line-through', color: 'text.secondary' }),
                  }}
                >
                  <Link href={hrefFor(subtask._id)} color="inherit">
                    {subtask.title}
                  </Link>
                </Typography>
                <StatusChip
                  kind="task"
                  value={subtask.status}
                  name={states?.find((state) => state.id === subtask.status)?.name}
                  category={taskCategory(subtask)}
                  sx={{ flexShrink: 0 }}
                />
                {onReorder ? (
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    {(['up', 'down'] as const).map((direction) => (
                      <IconButton
                        key={direction}
                        size="small"
                        ref={(node: HTMLButtonElement | null) => {
                          const key = `${subtask._id}:${direction}`;
                          if (node) moveButtons.current.set(key, node);
                          else moveButtons.current.delete(key);
                        }}
                        aria-label={`Move “${subtask.title}” ${direction}`}
                        disabled={
                          controlsDisabled ||
                          (direction === 'up' ? index === 0 : index === subtasks.length - 1)
                        }
                        onClick={() => move(index, direction)}
                      >
                        {direction === 'up' ? (
                          <ArrowUpwardRoundedIcon fontSize="small" />
                        ) : (
                          <ArrowDownwardRoundedIcon fontSize="small" />
                        )}
                      </IconButton>
                    ))}
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Box>
      )}
      {onAdd ? (
        <Box
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1.5 }}
          onKeyDown={(event: React.KeyboardEvent) => {
            if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
              event.preventDefault();
              void add();
            }
          }}
        >
          <TextField
            size="small"
            fullWidth
            label="Add a sub-task"
            value={draft}
            disabled={busy}
            onChange={(event) => setDraft(event.target.value)}
            error={Boolean(draftError)}
            helperText={draftError}
            slotProps={{ htmlInput: { 'aria-busy': adding || undefined } }}
          />
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            onClick={() => void add()}
            disabled={busy || !parsed.success}
            loading={adding}
            sx={{ flexShrink: 0, height: 40 }}
          >
            Add
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
