import { type CustomField, customFieldValueSchema } from '@app/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DateInput } from './DateInput';

/** A member a 'user' (person) field can hold. */
export interface CustomFieldMember {
  _id: string;
  name: string;
}

export interface CustomFieldInputProps {
  field: CustomField;
  /** The stored value (as in `task.customFields[field._id]`); null or undefined when empty. */
  value: unknown;
  /** Called with the new value, or null when it is cleared. Text, number and link values commit on blur or Enter. */
  onChange: (value: unknown | null) => void;
  /** The people a 'user' field chooses from. */
  members?: readonly CustomFieldMember[];
  size?: 'small' | 'medium';
  /** The accessible name; the field's name by default. */
  label?: string;
  /**
   * The label is read but not shown (a table cell, whose column header names it): the field keeps its accessible
   * name.
   */
  hideLabel?: boolean;
  /** Why the value was refused, shown under the field. */
  error?: string;
  disabled?: boolean;
}

/** What the empty choice of a select reads. */
const NONE = 'None';

function asString(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A text-like field (text, number, link) that keeps what is typed and commits it on blur or Enter. */
function DraftField({
  field,
  value,
  onChange,
  size,
  label,
  hideLabel,
  error,
  disabled,
}: Omit<CustomFieldInputProps, 'members'> & { label: string }) {
  const stored = asString(value);
  const [draft, setDraft] = useState(stored);
  const [invalid, setInvalid] = useState<string>();
  // The text last sent, while the stored value has not caught up with it (a save on its way): Enter then
  // leaving the field sends it once.
  const [sent, setSent] = useState<string | null>(null);
  // A new stored value (saved, or changed by someone else) replaces the draft.
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    setDraft(stored);
    setInvalid(undefined);
    setSent(null);
  }
  const commit = () => {
    const text = draft.trim();
    if (text === stored || text === sent) return;
    if (text === '') {
      setInvalid(undefined);
      setSent(text);
      onChange(null);
      return;
    }
    const input = field.type === 'number' ? Number(text) : text;
    const parsed = customFieldValueSchema(field).safeParse(input);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    setSent(text);
    onChange(parsed.data);
  };
  const message = invalid ?? error;
  return (
    <TextField
      label={hideLabel ? undefined : label}
      value={draft}
      type={field.type === 'number' ? 'number' : field.type === 'url' ? 'url' : 'text'}
      size={size}
      fullWidth
      disabled={disabled}
      error={Boolean(message)}
      helperText={message}
      onChange={(event) => {
        setDraft(event.target.value);
        if (invalid) setInvalid(undefined);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      slotProps={{
        htmlInput: {
          'aria-label': hideLabel ? label : undefined,
          inputMode: field.type === 'number' ? 'decimal' : undefined,
        },
      }}
    />
  );
}

/**
 * One custom field's editor, by the field's type: text, number and link fields (a link is checked with the
 * domain's rule, whose message shows under it) commit on blur or Enter, an empty one clearing the value; a date
 * field, a select (with an empty choice), a multi-select (its choices as chips), a person (the members) and a
 * checkbox commit on change. Its accessible name is the field's name.
 */
export function CustomFieldInput({
  field,
  value,
  onChange,
  members = [],
  size = 'medium',
  label = field.name,
  hideLabel = false,
  error,
  disabled = false,
}: CustomFieldInputProps) {
  const shown = hideLabel ? undefined : label;
  const named = hideLabel ? { 'aria-label': label } : {};
  switch (field.type) {
    case 'text':
    case 'number':
    case 'url':
      return (
        <DraftField
          field={field}
          value={value}
          onChange={onChange}
          size={size}
          label={label}
          hideLabel={hideLabel}
          error={error}
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <DateInput
          value={asString(value) || null}
          onCommit={onChange}
          label={label}
          hideLabel={hideLabel}
          size={size}
          error={error}
          disabled={disabled}
        />
      );
    case 'select':
    case 'user': {
      const choices =
        field.type === 'select'
          ? field.options.map((option) => ({ value: option.id, label: option.label }))
          : members.map((member) => ({ value: member._id, label: member.name }));
      return (
        <TextField
          select
          label={shown}
          value={choices.some((choice) => choice.value === value) ? value : ''}
          size={size}
          fullWidth
          disabled={disabled}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => onChange(event.target.value || null)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: named }}
        >
          <MenuItem value="">
            <em>{NONE}</em>
          </MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'multi_select': {
      const chosen = Array.isArray(value)
        ? value.filter((id): id is string => field.options.some((option) => option.id === id))
        : [];
      const labelOf = (id: string) => field.options.find((option) => option.id === id)?.label ?? '';
      return (
        <TextField
          select
          label={shown}
          value={chosen}
          size={size}
          fullWidth
          disabled={disabled}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => {
            const next = event.target.value as unknown as string[] | string;
            const ids = typeof next === 'string' ? next.split(',').filter(Boolean) : next;
            onChange(ids.length > 0 ? ids : null);
          }}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => {
                const ids = selected as string[];
                if (ids.length === 0) return <em>{NONE}</em>;
                return (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {ids.map((id) => (
                      <Chip key={id} label={labelOf(id)} size="small" />
                    ))}
                  </Box>
                );
              },
            },
            inputLabel: { shrink: true },
            htmlInput: named,
          }}
        >
          {field.options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'checkbox': {
      const box = (
        <Checkbox
          checked={value === true}
          size={size}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: named }}
        />
      );
      return (
        <FormControl error={Boolean(error)} disabled={disabled}>
          {hideLabel ? box : <FormControlLabel control={box} label={label} />}
          {error ? <FormHelperText>{error}</FormHelperText> : null}
        </FormControl>
      );
    }
  }
}
