import { failureText } from '@app/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ZodType } from 'zod';

/**
 * A dialog's name field, checked with the domain's rule when the form is sent: `check()` gives the parsed name,
 * or shows the rule's message under the field and gives undefined. Typing again clears the message.
 */
export function useCheckedName(rule: ZodType<string>, initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const check = (): string | undefined => {
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    setError(parsed.error.issues[0]?.message);
    return undefined;
  };
  const fieldProps = {
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(event.target.value);
      if (error) setError(undefined);
    },
    error: Boolean(error),
    helperText: error,
    required: true,
    autoFocus: true,
    autoComplete: 'off',
    fullWidth: true,
  } as const;
  return { value, check, fieldProps };
}

/** A choice of a select where null (none, the top level) is a value like any other. */
export interface FormDialogOption {
  value: string | null;
  label: string;
}

export interface FormDialogSelectProps {
  label: string;
  /** The chosen option's value ('' for null). */
  value: string;
  onChange: (value: string) => void;
  options: readonly FormDialogOption[];
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A select of a form dialog whose empty choice ('No department', the top level) shows as a value. */
export function FormDialogSelect({
  label,
  value,
  onChange,
  options,
  disabled,
  autoFocus,
}: FormDialogSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      disabled={disabled}
      autoFocus={autoFocus}
      // The empty choice shows as a value rather than an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value ?? ''} value={option.value ?? ''}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * An action a dialog runs (a save, a delete): `run(action, done)` calls `done` once the action resolves, and keeps
 * the refusal's text (`error`, the server's message or `fallback`) to show in the dialog otherwise; `busy` while it
 * runs; `clear()` forgets the last refusal when the dialog opens again.
 */
export function useDialogAction(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      done();
    } catch (caught) {
      setError(failureText(caught, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clear: () => setError(undefined) };
}
