import { TodoCreatePayloadSchema } from '@app/domain';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { positionForMove, sortByPosition } from './positions';
import { SharingSelect, type TodoProjectOption, type TodoSharing } from './sharing';
import { type TodoChanges, type TodoListItem, TodoRow } from './TodoRow';

export type { TodoProjectOption, TodoSharing } from './sharing';
export type { TodoChanges, TodoListItem } from './TodoRow';

/** A new to-do from the quick-add field. */
export interface TodoDraft extends TodoSharing {
  text: string;
}

export type TodoFilter = 'all' | 'open' | 'done';

export interface TodoListProps {
  /** The to-dos to show; the list orders them by `position`. */
  items: readonly TodoListItem[];
  /** Projects a to-do can be shared with. */
  projects?: readonly TodoProjectOption[];
  /** Offer sharing with the whole organization (organization members only). */
  allowOrganization?: boolean;
  /** Adds a to-do. When it returns a promise, the field clears once it resolves and keeps the text if it fails. */
  onAdd: (draft: TodoDraft) => unknown;
  /** Ticks or unticks a to-do. */
  onToggle: (item: TodoListItem, done: boolean) => void;
  /** Saves an inline edit (owner only). A rejected promise keeps the editor open. */
  onUpdate: (item: TodoListItem, changes: TodoChanges) => unknown;
  /** Asks to delete a to-do (owner only); the container confirms first. */
  onDelete: (item: TodoListItem) => void;
  /** Moves a to-do: `position` lies between its new neighbours' positions. */
  onReorder: (id: string, position: number) => void;
  /** The sharing the quick-add starts with. */
  defaultSharing?: TodoSharing;
  /** Skeleton rows instead of the list while the first page loads. */
  loading?: boolean;
  /** The moment the due texts compare with; defaults to now. */
  now?: Date;
  /** Shown when there is nothing to show. */
  emptyText?: string;
  /** The list's accessible name. */
  label?: string;
}

// Rows move up and down only.
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const textSchema = TodoCreatePayloadSchema.shape.text;

function validateText(text: string): string | undefined {
  const result = textSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const FILTER_LABELS: Record<TodoFilter, string> = { all: 'All', open: 'To do', done: 'Done' };

/**
 * A quick to-do list: a quick-add field with its sharing, a done/to-do filter with counts, and rows that tick,
 * edit inline, share, delete and reorder (drag the handle, or press the arrow keys on it). Changes are reported
 * through callbacks; the list shows exactly the items it is given.
 */
export function TodoList({
  items,
  projects = [],
  allowOrganization = false,
  onAdd,
  onToggle,
  onUpdate,
  onDelete,
  onReorder,
  defaultSharing = { visibility: 'personal', projectId: null },
  loading = false,
  now,
  emptyText = 'Nothing to do yet. Add your first to-do above.',
  label = 'To-dos',
}: TodoListProps) {
  const instructionsId = useId();
  const [text, setText] = useState('');
  const [sharing, setSharing] = useState<TodoSharing>(defaultSharing);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string>();
  const [filter, setFilter] = useState<TodoFilter>('all');
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  const ordered = useMemo(() => sortByPosition(items), [items]);
  const doneCount = ordered.filter((item) => item.done).length;
  const counts: Record<TodoFilter, number> = {
    all: ordered.length,
    open: ordered.length - doneCount,
    done: doneCount,
  };
  const visible = useMemo(
    () => (filter === 'all' ? ordered : ordered.filter((item) => item.done === (filter === 'done'))),
    [ordered, filter],
  );

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const move = useCallback(
    (id: string, toIndex: number) => {
      const position = positionForMove(visible, id, toIndex);
      if (position === undefined) return;
      const item = visible.find((candidate) => candidate._id === id);
      setAnnouncement(`Moved ${item?.text ?? 'to-do'} to position ${toIndex + 1} of ${visible.length}`);
      onReorder(id, position);
    },
    [visible, onReorder],
  );

  const onMoveKey = useCallback(
    (item: TodoListItem, direction: -1 | 1) => {
      const index = visible.findIndex((candidate) => candidate._id === item._id);
      const target = index + direction;
      if (index < 0 || target < 0 || target >= visible.length) return;
      focusAfterMove.current = item._id;
      move(item._id, target);
    },
    [visible, move],
  );

  // The moved row's handle keeps the focus, so arrow presses can follow one another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the reordered items arrive
  useLayoutEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    const handle = handles.current.get(id);
    if (handle && document.activeElement !== handle) handle.focus();
    focusAfterMove.current = null;
  }, [ordered]);

  const handleRef = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) handles.current.set(id, element);
    else handles.current.delete(id);
  }, []);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const toIndex = visible.findIndex((item) => item._id === over.id);
    if (toIndex >= 0) move(String(active.id), toIndex);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    const problem = validateText(trimmed);
    if (problem) {
      setAddError(problem);
      return;
    }
    setAdding(true);
    try {
      await onAdd({ text: trimmed, ...sharing });
      setText('');
    } catch {
      // The container shows the server's message; the text stays for another try.
    } finally {
      setAdding(false);
    }
  };

  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) 220px auto' },
        }}
      >
        <TextField
          label="Add a to-do"
          placeholder="What needs doing?"
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setAddError(undefined);
          }}
          error={Boolean(addError)}
          helperText={addError}
          disabled={adding}
          fullWidth
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <SharingSelect
          size="small"
          value={sharing}
          onChange={setSharing}
          projects={projects}
          allowOrganization={allowOrganization}
          disabled={adding}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddRoundedIcon />}
          loading={adding}
          disabled={!text.trim()}
          sx={{ height: 40 }}
        >
          Add
        </Button>
      </Box>

      <Stack
        direction="row"
        sx={{ mt: 2, mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {counts.open} to do · {counts.done} done
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: TodoFilter | null) => value && setFilter(value)}
          aria-label="Show"
        >
          {(Object.keys(FILTER_LABELS) as TodoFilter[]).map((key) => (
            <ToggleButton key={key} value={key} sx={{ px: 1.5 }}>
              {FILTER_LABELS[key]} ({counts[key]})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      <Box id={instructionsId} sx={visuallyHidden}>
        Press the up or down arrow key to move this to-do, or drag it.
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>

      {loading ? (
        <Box aria-busy="true" aria-label="Loading to-dos" role="progressbar">
          {[0, 1, 2].map((row) => (
            <Stack key={row} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.5, px: 1 }}>
              <Skeleton variant="rounded" width={20} height={20} />
              <Skeleton width={`${60 - row * 10}%`} />
            </Stack>
          ))}
        </Box>
      ) : visible.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {ordered.length === 0 ? emptyText : `No ${filter === 'done' ? 'done' : 'open'} to-dos.`}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[restrictToVerticalAxis]}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={visible.map((item) => item._id)} strategy={verticalListSortingStrategy}>
            <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
              {visible.map((item) => (
                <TodoRow
                  key={item._id}
                  item={item}
                  projects={projects}
                  allowOrganization={allowOrganization}
                  now={now}
                  reorderable={item.canEdit}
                  instructionsId={instructionsId}
                  validateText={validateText}
                  onToggle={onToggle}
                  onUpdate={onUpdate}
                  onDelete={onDelete}
                  onMoveKey={onMoveKey}
                  handleRef={handleRef}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
