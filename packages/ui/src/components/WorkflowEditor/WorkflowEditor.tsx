import {
  failureText,
  TASK_STATUS_LABELS,
  WORKFLOW_CATEGORIES,
  WORKFLOW_CATEGORY_COLORS,
  WORKFLOW_COLORS,
  WORKFLOW_LIMITS,
  WORKFLOW_MESSAGES,
  type WorkflowCategory,
  type WorkflowState,
  type WorkflowUpdateInput,
  WorkflowUpdatePayloadSchema,
  workflowStatesError,
} from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../FormDialog';

export interface WorkflowEditorProps {
  /** The project's states, in board order. A new list (after a save) replaces the draft. */
  states: readonly WorkflowState[];
  /** How many of the project's tasks each state holds, by state id. */
  taskCounts: Readonly<Record<string, number>>;
  /** The states are listed without the fields and buttons that change them (members who may not edit). */
  readOnly?: boolean;
  /** Saves the whole workflow; a rejection's message (the server's refusal) shows under the list. */
  onSave: (payload: WorkflowUpdateInput) => Promise<void>;
}

/** A state of the draft: `key` stays with it through renames and moves; a new state has no `id` yet. */
interface DraftState {
  key: string;
  id?: string;
  name: string;
  category: WorkflowCategory;
  color: string;
}

interface Draft {
  states: DraftState[];
  /** For each removed state that held tasks, by id: the kept state (by id) they move to. */
  moves: Record<string, string>;
}

type FocusTarget = 'name' | 'up' | 'down' | 'remove';

const NEW_STATE_NAME = 'New state';
const nameSchema = WorkflowUpdatePayloadSchema.shape.states.element.shape.name;

function draftOf(states: readonly WorkflowState[]): Draft {
  return {
    states: states.map((state) => ({
      key: state.id,
      id: state.id,
      name: state.name,
      category: state.category,
      color: state.color,
    })),
    moves: {},
  };
}

/** 'N tasks', singular for one. */
function taskCountText(count: number): string {
  return count === 1 ? '1 task' : `${count} tasks`;
}

/** The draft is the saved workflow: same states, same order, nothing removed. */
function sameAsSaved(draft: Draft, states: readonly WorkflowState[]): boolean {
  return (
    Object.keys(draft.moves).length === 0 &&
    draft.states.length === states.length &&
    draft.states.every((state, index) => {
      const saved = states[index];
      return (
        saved !== undefined &&
        state.id === saved.id &&
        state.name === saved.name &&
        state.category === saved.category &&
        state.color === saved.color
      );
    })
  );
}

/** The tasks a state of the draft would hold: its own, and those of the removed states that move to it. */
function draftTaskCount(
  draft: Draft,
  state: DraftState,
  taskCounts: Readonly<Record<string, number>>,
): number {
  if (!state.id) return 0;
  let count = taskCounts[state.id] ?? 0;
  for (const [removed, target] of Object.entries(draft.moves)) {
    if (target === state.id) count += taskCounts[removed] ?? 0;
  }
  return count;
}

/** A name unlike any of the draft's: 'New state', else 'New state 2', 'New state 3'... */
function newStateName(states: readonly DraftState[]): string {
  const taken = new Set(states.map((state) => state.name.trim().toLowerCase()));
  let name = NEW_STATE_NAME;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${NEW_STATE_NAME} ${n}`;
  return name;
}

/** The payload of PUT /projects/{id}/workflow: the draft's states in order, and the moves when there are any. */
function workflowPayload(draft: Draft): WorkflowUpdateInput {
  return {
    states: draft.states.map((state) => ({
      ...(state.id ? { id: state.id } : {}),
      name: state.name.trim(),
      category: state.category,
      color: state.color,
    })),
    ...(Object.keys(draft.moves).length > 0 ? { moves: { ...draft.moves } } : {}),
  };
}

/**
 * The draft without one of its states; the tasks it would hold (its own and those moved to it) go to `target`.
 * A move is only written for a state with an id and tasks of its own; earlier moves to it follow to `target`.
 */
function withoutState(
  draft: Draft,
  state: DraftState,
  target: string | undefined,
  taskCounts: Readonly<Record<string, number>>,
): Draft {
  const moves: Record<string, string> = {};
  for (const [removed, to] of Object.entries(draft.moves)) {
    moves[removed] = to === state.id && target ? target : to;
  }
  if (state.id && target && (taskCounts[state.id] ?? 0) > 0) moves[state.id] = target;
  return { states: draft.states.filter((item) => item.key !== state.key), moves };
}

function ColorDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
    />
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        display: 'inline-block',
        width: 20,
        height: 20,
        borderRadius: '50%',
        bgcolor: color,
        verticalAlign: 'middle',
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
      })}
    />
  );
}

/** The colours offered: the palette, and the state's own colour when it is not one of them. */
function colorChoices(current: string): string[] {
  const palette: string[] = [...WORKFLOW_COLORS];
  if (!palette.includes(current.toLowerCase())) palette.push(current);
  return palette;
}

function RemoveDialog({
  state,
  count,
  targets,
  onCancel,
  onRemove,
}: {
  state: DraftState;
  count: number;
  /** The states its tasks may move to: the draft's other states that the server knows (with an id). */
  targets: readonly DraftState[];
  onCancel: () => void;
  onRemove: (targetId: string) => void;
}) {
  const initial = targets.find((item) => item.category === state.category) ?? targets[0];
  const [target, setTarget] = useState(initial?.id ?? '');
  return (
    <FormDialog
      open
      title={`Remove “${state.name.trim()}”?`}
      description={`It holds ${taskCountText(count)}. Choose the state they move to when the workflow is saved.`}
      submitLabel="Remove"
      destructive
      restoreFocus={false}
      submitDisabled={!target}
      onCancel={onCancel}
      onSubmit={() => onRemove(target)}
    >
      <TextField
        select
        label="Move its tasks to"
        value={target}
        fullWidth
        onChange={(event) => setTarget(event.target.value)}
      >
        {targets.map((item) => (
          <MenuItem key={item.key} value={item.id}>
            {item.name.trim()}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

/**
 * A project's workflow for its settings: its states in board order, each with its name, category, colour and
 * number of tasks, buttons to move it up or down and to remove it (when it holds tasks, a dialog asks where they
 * go), and 'Add state'. The changes form a draft checked with the domain's rules and sent in one go with 'Save
 * workflow'; a refusal of the promise shows under the list. New `states` (after a save) replace the draft.
 */
export function WorkflowEditor({ states, taskCounts, readOnly = false, onSave }: WorkflowEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(states));
  // The states the draft started from: a change of their content (a save, another person's) starts a new draft.
  const [source, setSource] = useState(() => JSON.stringify(states));
  const sourceNow = JSON.stringify(states);
  if (source !== sourceNow) {
    setSource(sourceNow);
    setDraft(draftOf(states));
  }
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [removing, setRemoving] = useState<DraftState | null>(null);
  const added = useRef(0);
  // After a change moves or removes the focused element, where focus goes.
  const [focusRequest, setFocusRequest] = useState<{ key: string; target: FocusTarget } | null>(null);
  const focusables = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const element = focusables.current.get(`${focusRequest.key}:${focusRequest.target}`);
    (element ?? addButton.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  const focusable = (key: string, target: FocusTarget) => (element: HTMLElement | null) => {
    if (element) focusables.current.set(`${key}:${target}`, element);
    else focusables.current.delete(`${key}:${target}`);
  };

  const unchanged = sameAsSaved(draft, states);
  const rule = workflowStatesError(draft.states);
  const nameErrors = draft.states.map((state) => {
    const result = nameSchema.safeParse(state.name);
    return result.success ? undefined : result.error.issues[0]?.message;
  });
  const invalid = rule !== null || nameErrors.some(Boolean);

  const update = (key: string, changes: Partial<Omit<DraftState, 'key' | 'id'>>) =>
    setDraft((current) => ({
      ...current,
      states: current.states.map((state) => (state.key === key ? { ...state, ...changes } : state)),
    }));

  const move = (index: number, by: -1 | 1) => {
    const state = draft.states[index];
    if (!state) return;
    const states = [...draft.states];
    states.splice(index, 1);
    states.splice(index + by, 0, state);
    setDraft({ ...draft, states });
    const next = index + by;
    // The pressed button keeps focus, or the other one when the state reached the top or the bottom.
    const reachedEnd = by === -1 ? next === 0 : next === states.length - 1;
    setFocusRequest({
      key: state.key,
      target: reachedEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down',
    });
  };

  const add = () => {
    added.current += 1;
    const key = `new-${added.current}`;
    const category: WorkflowCategory = 'in-progress';
    setDraft({
      ...draft,
      states: [
        ...draft.states,
        { key, name: newStateName(draft.states), category, color: WORKFLOW_CATEGORY_COLORS[category] },
      ],
    });
    setFocusRequest({ key, target: 'name' });
  };

  // Focus goes to the state that took the removed one's place (the one before it at the end).
  const removeNow = (state: DraftState, target: string | undefined) => {
    const index = draft.states.findIndex((item) => item.key === state.key);
    const next = withoutState(draft, state, target, taskCounts);
    setDraft(next);
    const neighbour = next.states[Math.min(index, next.states.length - 1)];
    if (neighbour) setFocusRequest({ key: neighbour.key, target: 'name' });
  };

  const remove = (state: DraftState) => {
    if (draftTaskCount(draft, state, taskCounts) > 0) setRemoving(state);
    else removeNow(state, undefined);
  };

  const save = async () => {
    setSaving(true);
    setSaveError(undefined);
    try {
      await onSave(workflowPayload(draft));
    } catch (caught) {
      setSaveError(failureText(caught, 'The workflow could not be saved'));
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setDraft(draftOf(states));
    setSaveError(undefined);
  };

  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Workflow states"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {draft.states.map((state, index) => {
          const n = index + 1;
          const label = state.name.trim() || `state ${n}`;
          const count = draftTaskCount(draft, state, taskCounts);
          const lastOfCategory = !draft.states.some(
            (other) => other.key !== state.key && other.category === state.category,
          );
          const colors = colorChoices(state.color);
          return (
            <Box
              key={state.key}
              component="li"
              sx={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                rowGap: 1.5,
                px: 2,
                py: 1.5,
                borderTop: index === 0 ? 0 : `1px solid ${(theme.vars || theme).palette.divider}`,
              })}
            >
              {/* On a phone the name takes a line of its own; the rest wraps under it. */}
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  flex: { xs: '1 1 100%', sm: '1 1 180px' },
                  minWidth: 0,
                }}
              >
                <ColorDot color={state.color} />
                {readOnly ? (
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {state.name}
                  </Typography>
                ) : (
                  <TextField
                    label={`Name of state ${n}`}
                    value={state.name}
                    size="small"
                    fullWidth
                    autoComplete="off"
                    disabled={saving}
                    error={Boolean(nameErrors[index])}
                    helperText={nameErrors[index]}
                    inputRef={focusable(state.key, 'name')}
                    onChange={(event) => update(state.key, { name: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: WORKFLOW_LIMITS.nameMax } }}
                  />
                )}
              </Box>
              {readOnly ? (
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
                  {TASK_STATUS_LABELS[state.category]}
                </Typography>
              ) : (
                <>
                  <TextField
                    select
                    label="Category"
                    value={state.category}
                    size="small"
                    disabled={saving}
                    sx={{ width: 140 }}
                    onChange={(event) =>
                      update(state.key, { category: event.target.value as WorkflowCategory })
                    }
                  >
                    {WORKFLOW_CATEGORIES.map((category) => (
                      <MenuItem key={category} value={category}>
                        {TASK_STATUS_LABELS[category]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    label="Colour"
                    value={state.color}
                    size="small"
                    disabled={saving}
                    sx={{ width: 84 }}
                    onChange={(event) => update(state.key, { color: event.target.value })}
                    slotProps={{
                      select: {
                        // The swatch shows the colour; its code, hidden, names it for screen readers.
                        renderValue: (value) => (
                          <>
                            <Swatch color={value as string} />
                            <Box component="span" sx={visuallyHidden}>
                              {value as string}
                            </Box>
                          </>
                        ),
                      },
                    }}
                  >
                    {colors.map((color, colorIndex) => (
                      <MenuItem
                        key={color}
                        value={color}
                        aria-label={`Colour ${colorIndex + 1} of ${colors.length}, ${color}`}
                      >
                        <Swatch color={color} />
                      </MenuItem>
                    ))}
                  </TextField>
                </>
              )}
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ flexShrink: 0, minWidth: 64, flexGrow: { xs: 1, sm: 0 } }}
              >
                {taskCountText(count)}
              </Typography>
              {readOnly ? null : (
                <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
                  <IconButton
                    aria-label={`Move ${label} up`}
                    disabled={saving || index === 0}
                    ref={focusable(state.key, 'up')}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardRoundedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${label} down`}
                    disabled={saving || index === draft.states.length - 1}
                    ref={focusable(state.key, 'down')}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardRoundedIcon fontSize="small" />
                  </IconButton>
                  {lastOfCategory ? (
                    <Tooltip title={WORKFLOW_MESSAGES.categoryMissing(state.category)} describeChild>
                      <span>
                        <IconButton aria-label={`Remove ${label}`} disabled>
                          <DeleteOutlineRoundedIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  ) : (
                    <IconButton
                      aria-label={`Remove ${label}`}
                      disabled={saving}
                      ref={focusable(state.key, 'remove')}
                      onClick={() => remove(state)}
                    >
                      <DeleteOutlineRoundedIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Paper>
      {readOnly ? null : (
        <>
          <Box>
            <Button
              ref={addButton}
              variant="outlined"
              startIcon={<AddRoundedIcon />}
              disabled={saving || draft.states.length >= WORKFLOW_LIMITS.statesMax}
              onClick={add}
            >
              Add state
            </Button>
          </Box>
          {rule ? <Alert severity="error">{rule}</Alert> : null}
          {saveError ? <Alert severity="error">{saveError}</Alert> : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              loading={saving}
              disabled={unchanged || invalid}
              onClick={() => void save()}
            >
              Save workflow
            </Button>
            <Button color="inherit" disabled={unchanged || saving} onClick={discard}>
              Discard changes
            </Button>
          </Stack>
        </>
      )}
      {removing ? (
        <RemoveDialog
          state={removing}
          count={draftTaskCount(draft, removing, taskCounts)}
          targets={draft.states.filter((item) => item.key !== removing.key && item.id)}
          onCancel={() => {
            const key = removing.key;
            setRemoving(null);
            setFocusRequest({ key, target: 'remove' });
          }}
          onRemove={(target) => {
            setRemoving(null);
            removeNow(removing, target);
          }}
        />
      ) : null}
    </Stack>
  );
}
