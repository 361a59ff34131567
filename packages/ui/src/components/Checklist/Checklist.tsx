import { WORK_LIMITS } from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { memo, useId, useLayoutEffect, useRef, useState } from 'react';

/** One item of a checklist; a new item has no id until the server gives it one. */
export interface ChecklistEntry {
  id?: string;
  text: string;
  done: boolean;
}

/**
 * What the person may do: `edit` ticks, renames, removes and adds items; `tick` only ticks them (e.g. a team
 * member on a task they may complete); `read` shows the list without controls.
 */
export type ChecklistMode = 'edit' | 'tick' | 'read';

export interface ChecklistProps {
  items: readonly ChecklistEntry[];
  /** Called with the whole new list after every change (a checklist is saved as a whole). */
  onChange?: (items: ChecklistEntry[]) => void;
  mode?: ChecklistMode;
  /** The accessible name of the list, and its visible title unless `hideTitle`. */
  label?: string;
  hideTitle?: boolean;
  /** A save is in flight: controls stay visible but do not take changes. */
  disabled?: boolean;
  /** Most items the list may hold; defaults to the domain limit (50). */
  maxItems?: number;
  /** Most characters per item; defaults to the domain limit (200). */
  maxLength?: number;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** The level of the title, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

let nextLocalKey = 0;
const localKey = () => `local-${++nextLocalKey}`;

/**
 * The React key of each row: an item with an id keeps the key it was first shown with (the local key of its
 * place when it was added here, or a new one), an item without one has the local key of its place.
 */
function rowKeysOf(items: readonly ChecklistEntry[], local: string[], keyOfId: Map<string, string>) {
  const claimed = new Set(keyOfId.values());
  return items.map((item, index) => {
    if (!item.id) {
      // A place whose key an item with an id took along gets a new one.
      if (claimed.has(local[index]!)) local[index] = localKey();
      return local[index]!;
    }
    let key = keyOfId.get(item.id);
    if (!key) {
      key = claimed.has(local[index]!) ? localKey() : local[index]!;
      keyOfId.set(item.id, key);
      claimed.add(key);
    }
    return key;
  });
}

/** What a row asks of its list; one object for the list's whole life, so an unchanged row is not re-rendered. */
interface RowActions {
  update: (index: number, patch: Partial<ChecklistEntry>) => void;
  remove: (index: number) => void;
  register: (index: number, node: HTMLInputElement | null) => void;
  focus: (index: number) => void;
}

interface ItemRowProps {
  item: ChecklistEntry;
  index: number;
  mode: ChecklistMode;
  disabled: boolean;
  maxLength: number;
  actions: RowActions;
}

/**
 * One row. Memoized: a form around a long list re-renders on every keystroke and every validation, and only the
 * rows whose item or place changed need to follow.
 */
const ItemRow = memo(function ItemRow({ item, index, mode, disabled, maxLength, actions }: ItemRowProps) {
  const onToggle = (value: boolean) => actions.update(index, { done: value });
  const onRename = (text: string) => actions.update(index, { text });
  const onRemove = () => actions.remove(index);
  const inputRef = (node: HTMLInputElement | null) => actions.register(index, node);
  const onArrow = (direction: -1 | 1) => actions.focus(index + direction);
  const [draft, setDraft] = useState(item.text);
  const [shownText, setShownText] = useState(item.text);
  // A new text from outside (a save, another person's change) replaces an untouched draft.
  if (item.text !== shownText) {
    setShownText(item.text);
    setDraft(item.text);
  }
  const commit = () => {
    const text = draft.trim();
    if (!text) setDraft(item.text);
    else if (text !== item.text) onRename(text);
    else if (draft !== text) setDraft(text);
  };
  const canTick = mode !== 'read' && !disabled;
  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 40,
        pr: 0.5,
        borderRadius: 1,
        '&:hover': { bgcolor: (theme.vars || theme).palette.action.hover },
      })}
    >
      <Checkbox
        checked={item.done}
        disabled={!canTick}
        onChange={(event) => onToggle(event.target.checked)}
        size="small"
        slotProps={{
          input: { 'aria-label': item.text } as React.InputHTMLAttributes<HTMLInputElement>,
        }}
        sx={
          mode === 'read'
            ? { '&.Mui-disabled': { color: item.done ? 'primary.main' : undefined } }
            : undefined
        }
      />
      {mode === 'edit' ? (
        <InputBase
          value={draft}
          disabled={disabled}
          inputRef={inputRef}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              setDraft(item.text);
            } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              commit();
              onArrow(event.key === 'ArrowUp' ? -1 : 1);
            }
          }}
          inputProps={{ maxLength, 'aria-label': `Edit ${item.text}` }}
          sx={(theme) => ({
            flex: 1,
            minWidth: 0,
            typography: 'body2',
            px: 0.75,
            borderRadius: 0.75,
            ...(item.done && { textDecoration: 'line-through', color: 'text.secondary' }),
            '&.Mui-focused': {
              outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
              textDecoration: 'none',
            },
          })}
        />
      ) : (
        <Typography
          variant="body2"
          aria-hidden
          sx={{
            flex: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            ...(item.done && { textDecoration: 'line-through', color: 'text.secondary' }),
          }}
        >
          {item.text}
        </Typography>
      )}
      {mode === 'edit' ? (
        <Tooltip title="Remove item">
          <span>
            <IconButton
              size="small"
              aria-label={`Remove ${item.text}`}
              disabled={disabled}
              onClick={onRemove}
            >
              <CloseRoundedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Box>
  );
});

/**
 * A task's checklist: each item with a checkbox, its text (editable in place) and a remove button, an add-item
 * field, and an 'n of m done' summary with a progress bar. Enter saves an edited item and Escape restores it;
 * the arrow keys move between items; Enter in the add field adds the item and keeps the focus there for the next.
 */
export function Checklist({
  items,
  onChange,
  mode = 'edit',
  label = 'Checklist',
  hideTitle = false,
  disabled = false,
  maxItems = WORK_LIMITS.checklistItemsMax,
  maxLength = WORK_LIMITS.checklistItemMax,
  emptyText = 'No checklist items yet.',
  headingLevel = 'h3',
}: ChecklistProps) {
  const titleId = useId();
  const summaryId = useId();
  const [newText, setNewText] = useState('');
  // Stable keys for items without an id, kept in step with the list by this component's own changes. An item
  // that gets its id from a save keeps the key it had, so its row (and the checkbox under the pointer, or the
  // field with the focus) is not replaced when the saved list comes back.
  const keys = useRef<string[]>([]);
  while (keys.current.length < items.length) keys.current.push(localKey());
  if (keys.current.length > items.length) keys.current.length = items.length;
  const keyOfId = useRef(new Map<string, string>());
  const rowKeys = rowKeysOf(items, keys.current, keyOfId.current);
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const done = items.filter((item) => item.done).length;
  const total = items.length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const summary = `${done} of ${total} done`;
  const full = total >= maxItems;
  const editable = mode === 'edit' && Boolean(onChange);
  const effectiveMode: ChecklistMode = onChange ? mode : 'read';

  const change = (next: ChecklistEntry[]) => onChange?.(next);
  const update = (index: number, patch: Partial<ChecklistEntry>) =>
    change(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    change(items.filter((_, i) => i !== index));
    // Keep the keyboard user in the list: focus the item that took this one's place, or the one before.
    const target = index < total - 1 ? index : index - 1;
    requestAnimationFrame(() => {
      if (target >= 0) inputs.current.get(target)?.focus();
    });
  };
  // The rows call the list's latest handlers through one object that never changes.
  const latest = useRef({ update, remove });
  useLayoutEffect(() => {
    latest.current = { update, remove };
  });
  const actions = useRef<RowActions>({
    update: (index, patch) => latest.current.update(index, patch),
    remove: (index) => latest.current.remove(index),
    register: (index, node) => {
      if (node) inputs.current.set(index, node);
      else inputs.current.delete(index);
    },
    focus: (index) => inputs.current.get(index)?.focus(),
  }).current;
  const add = () => {
    const text = newText.trim();
    if (!text || full) return;
    keys.current.push(localKey());
    change([...items, { text, done: false }]);
    setNewText('');
  };

  return (
    <Box
      role="group"
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? label : undefined}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        {hideTitle ? null : (
          <Typography
            id={titleId}
            variant="subtitle1"
            component={headingLevel}
            sx={{ fontWeight: 600, flex: 1 }}
          >
            {label}
          </Typography>
        )}
        {total > 0 ? (
          <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {summary}
          </Typography>
        ) : null}
      </Box>
      {total > 0 ? (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`${label} progress`}
          aria-valuetext={summary}
          color={done === total ? 'success' : 'primary'}
          sx={{ height: 6, borderRadius: 3, mb: 1 }}
        />
      ) : null}
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={label}
          aria-describedby={summaryId}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {items.map((item, index) => (
            <ItemRow
              key={rowKeys[index]}
              item={item}
              index={index}
              mode={effectiveMode}
              disabled={disabled}
              maxLength={maxLength}
              actions={actions}
            />
          ))}
        </Box>
      )}
      {editable ? (
        <Box
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}
          onKeyDown={(event: React.KeyboardEvent) => {
            if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
              event.preventDefault();
              add();
            }
          }}
        >
          <TextField
            size="small"
            fullWidth
            label="Add an item"
            value={newText}
            disabled={disabled || full}
            onChange={(event) => setNewText(event.target.value)}
            helperText={full ? `A checklist holds at most ${maxItems} items` : undefined}
            slotProps={{ htmlInput: { maxLength } }}
          />
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            onClick={add}
            disabled={disabled || full || newText.trim() === ''}
            sx={{ flexShrink: 0, height: 40 }}
          >
            Add
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
