import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface DateInputProps {
  /** The stored day, 'YYYY-MM-DD', or null. */
  value: string | null;
  /** Called with a new day, or null when the field is emptied. */
  onCommit: (value: string | null) => void;
  label: string;
  /** The label is read but not shown (a table cell). */
  hideLabel?: boolean;
  size?: 'small' | 'medium';
  error?: string;
  disabled?: boolean;
  /** The field empties after each commit (a bulk change, which has no stored value). */
  clearAfterCommit?: boolean;
  sx?: React.ComponentProps<typeof TextField>['sx'];
}

/**
 * A browser date input that commits a day once, not once per keystroke: typing a year gives 0002, 0020, 0202 and
 * 2025 in turn, so a day commits as it changes only from year 1000 on, and otherwise on blur or Enter.
 */
export function DateInput({
  value,
  onCommit,
  label,
  hideLabel = false,
  size,
  error,
  disabled,
  clearAfterCommit = false,
  sx,
}: DateInputProps) {
  const stored = value ?? '';
  const [draft, setDraft] = useState(stored);
  // The day last sent, while the stored value has not caught up with it (a save on its way).
  const [sent, setSent] = useState<string | null>(null);
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    setDraft(stored);
    setSent(null);
  }
  const commit = (day: string) => {
    if (day === stored || day === sent) return;
    if (!clearAfterCommit) setSent(day);
    onCommit(day || null);
    if (clearAfterCommit) setDraft('');
  };
  return (
    <TextField
      type="date"
      label={hideLabel ? undefined : label}
      value={draft}
      size={size}
      fullWidth={!clearAfterCommit}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => {
        const day = event.target.value;
        setDraft(day);
        if (day === '' || Number(day.slice(0, 4)) >= 1000) commit(day);
      }}
      onBlur={() => commit(draft)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(draft);
        }
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: hideLabel ? { 'aria-label': label } : {} }}
      sx={sx}
    />
  );
}
