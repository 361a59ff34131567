import type { TodoVisibility } from '@app/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRoundedIcon from '@mui/icons-material/DragIndicatorRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useState } from 'react';
import { DueText } from '../DueText';
import { SharingSelect, type TodoProjectOption, type TodoSharing } from './sharing';

/** The to-do fields the list shows (a `Todo` from @app/domain fits). */
export interface TodoListItem {
  _id: string;
  text: string;
  done: boolean;
  visibility: TodoVisibility;
  projectId: string | null;
  project?: { _id: string; title: string } | null;
  /** YYYY-MM-DD or an ISO date-time; null without one. */
  dueDate: string | null;
  /** Manual order, ascending. */
  position: number;
  owner: { _id: string; name: string };
  /** The signed-in user owns it: may edit, share, reorder and delete it. Others may only tick it. */
  canEdit: boolean;
  completedAt?: string | null;
  updatedAt?: string;
}

/** What an inline edit changes; only the fields that changed are present. */
export interface TodoChanges {
  text?: string;
  visibility?: TodoVisibility;
  projectId?: string | null;
  dueDate?: string | null;
}

interface TodoRowProps {
  item: TodoListItem;
  projects: readonly TodoProjectOption[];
  allowOrganization: boolean;
  now?: Date;
  /** Reordering by drag and keys is on for this row. */
  reorderable: boolean;
  instructionsId: string;
  validateText: (text: string) => string | undefined;
  onToggle: (item: TodoListItem, done: boolean) => void;
  onUpdate: (item: TodoListItem, changes: TodoChanges) => unknown;
  onDelete: (item: TodoListItem) => void;
  onMoveKey: (item: TodoListItem, direction: -1 | 1) => void;
  handleRef: (id: string, element: HTMLButtonElement | null) => void;
}

function projectTitle(item: TodoListItem, projects: readonly TodoProjectOption[]): string {
  return item.project?.title ?? projects.find((project) => project.id === item.projectId)?.title ?? 'Project';
}

function dayOf(value: string | null): string {
  return value ? value.slice(0, 10) : '';
}

/** One to-do: handle, checkbox, text with its due text, sharing and owner, and the owner's actions. */
export function TodoRow({
  item,
  projects,
  allowOrganization,
  now,
  reorderable,
  instructionsId,
  validateText,
  onToggle,
  onUpdate,
  onDelete,
  onMoveKey,
  handleRef,
}: TodoRowProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ text: item.text, due: dayOf(item.dueDate) });
  const [sharing, setSharing] = useState<TodoSharing>({
    visibility: item.visibility,
    projectId: item.projectId,
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: item._id,
    disabled: !reorderable,
  });

  const startEditing = () => {
    setDraft({ text: item.text, due: dayOf(item.dueDate) });
    setSharing({ visibility: item.visibility, projectId: item.projectId });
    setError(undefined);
    setEditing(true);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.text.trim();
    const problem = validateText(text);
    if (problem) {
      setError(problem);
      return;
    }
    const changes: TodoChanges = {};
    if (text !== item.text) changes.text = text;
    if (draft.due !== dayOf(item.dueDate)) changes.dueDate = draft.due || null;
    if (sharing.visibility !== item.visibility || sharing.projectId !== item.projectId) {
      changes.visibility = sharing.visibility;
      changes.projectId = sharing.projectId;
    }
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onUpdate(item, changes);
      setEditing(false);
    } catch {
      // The container reports the failure; the draft stays so nothing typed is lost.
    } finally {
      setSaving(false);
    }
  };

  const shared = item.visibility !== 'personal';
  const sharedWith = item.visibility === 'organization' ? 'Organization' : projectTitle(item, projects);
  const showDue = Boolean(item.dueDate) || (item.done && Boolean(item.completedAt));

  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={(theme) => ({
        position: 'relative',
        listStyle: 'none',
        display: 'flex',
        alignItems: editing ? 'flex-start' : 'center',
        gap: 1,
        px: 1,
        py: 1,
        minHeight: 56,
        borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
        bgcolor: (theme.vars || theme).palette.background.paper,
        '&:last-of-type': { borderBottom: 0 },
        ...(isDragging && { zIndex: 1, boxShadow: theme.shadows[4] }),
      })}
    >
      {reorderable ? (
        <Tooltip title="Drag, or use the arrow keys, to reorder">
          <IconButton
            ref={(element: HTMLButtonElement | null) => {
              setActivatorNodeRef(element);
              handleRef(item._id, element);
            }}
            size="small"
            aria-label={`Reorder ${item.text}`}
            aria-describedby={instructionsId}
            {...listeners}
            onKeyDown={(event) => {
              if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                event.preventDefault();
                onMoveKey(item, event.key === 'ArrowUp' ? -1 : 1);
              }
            }}
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', color: 'text.secondary' }}
          >
            <DragIndicatorRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Box aria-hidden sx={{ width: 34, flexShrink: 0 }} />
      )}
      <Checkbox
        checked={item.done}
        onChange={(event) => onToggle(item, event.target.checked)}
        slotProps={{
          input: { 'aria-label': item.text } as React.InputHTMLAttributes<HTMLInputElement>,
        }}
        sx={{ m: -0.5 }}
      />
      {editing ? (
        <Box
          component="form"
          noValidate
          aria-label={`Edit ${item.text}`}
          onSubmit={save}
          onKeyDown={(event: React.KeyboardEvent) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setEditing(false);
            }
          }}
          sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1.5, py: 0.5 }}
        >
          <TextField
            label="To-do text"
            size="small"
            value={draft.text}
            onChange={(event) => {
              setDraft((current) => ({ ...current, text: event.target.value }));
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            autoFocus
            fullWidth
            disabled={saving}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <SharingSelect
              size="small"
              value={sharing}
              onChange={setSharing}
              projects={projects}
              allowOrganization={allowOrganization}
              currentProject={
                item.projectId ? { id: item.projectId, title: projectTitle(item, projects) } : null
              }
              disabled={saving}
              sx={{ minWidth: 180 }}
            />
            <TextField
              type="date"
              label="Due date"
              size="small"
              value={draft.due}
              onChange={(event) => setDraft((current) => ({ ...current, due: event.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
              disabled={saving}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" size="small" loading={saving}>
              Save
            </Button>
            <Button size="small" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </Stack>
        </Box>
      ) : (
        <>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{
                fontWeight: 500,
                overflowWrap: 'anywhere',
                ...(item.done && { textDecoration: 'line-through', color: 'text.secondary' }),
              }}
            >
              {item.text}
            </Typography>
            {showDue || shared || !item.canEdit ? (
              <Stack
                direction="row"
                sx={{ mt: 0.25, alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
              >
                {showDue ? (
                  <DueText
                    task={{
                      status: item.done ? 'done' : 'todo',
                      dueDate: item.dueDate,
                      completedAt: item.completedAt,
                      updatedAt: item.updatedAt,
                    }}
                    now={now}
                    variant="caption"
                  />
                ) : null}
                {shared ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    icon={<ShareOutlinedIcon aria-hidden />}
                    label={`Shared · ${sharedWith}`}
                    sx={{ maxWidth: '100%' }}
                  />
                ) : null}
                {item.canEdit ? null : (
                  <Typography variant="caption" color="text.secondary">
                    by {item.owner.name}
                  </Typography>
                )}
              </Stack>
            ) : null}
          </Box>
          {item.canEdit ? (
            <Stack direction="row" sx={{ flexShrink: 0 }}>
              <Tooltip title="Edit">
                <IconButton size="small" aria-label={`Edit ${item.text}`} onClick={startEditing}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton size="small" aria-label={`Delete ${item.text}`} onClick={() => onDelete(item)}>
                  <DeleteOutlineRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null}
        </>
      )}
    </Box>
  );
}
