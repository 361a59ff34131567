import {
  formatDuration,
  parseDuration,
  TIME_ENTRY_MAX_SECONDS,
  TIME_NOTE_MAX,
  TIME_SCREEN_TEXTS,
  TIME_TEXTS,
} from '@app/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useEffect, useId, useRef, useState } from 'react';
import { FormDialog } from '../FormDialog';
import { InputField } from '../InputField';

/** Time as the dialog sends it: the day, whole seconds, a note and whether it is billable. */
export interface LogTimeValues {
  date: string;
  durationSeconds: number;
  note: string;
  billable: boolean;
}

export interface LogTimeDialogProps {
  open: boolean;
  /** 'Log time' by default; 'Edit time' for an entry. */
  title?: string;
  submitLabel?: string;
  /** The entry being edited; today, empty and not billable without it. */
  initial?: Partial<LogTimeValues> | null;
  /** The day a new entry starts on (the user's today), YYYY-MM-DD. */
  today?: string;
  onSubmit: (values: LogTimeValues) => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the server refused. */
  error?: string;
}

interface Draft {
  date: string;
  duration: string;
  note: string;
  billable: boolean;
}

type Problems = Partial<Record<'date' | 'duration' | 'note', string>>;

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function draftOf(initial: Partial<LogTimeValues> | null | undefined, today: string): Draft {
  return {
    date: initial?.date ?? today,
    duration: initial?.durationSeconds ? formatDuration(initial.durationSeconds) : '',
    note: initial?.note ?? '',
    billable: initial?.billable ?? false,
  };
}

function check(draft: Draft): { problems: Problems; seconds: number | null } {
  const problems: Problems = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) problems.date = TIME_SCREEN_TEXTS.dateInvalid;
  const seconds = parseDuration(draft.duration);
  if (seconds === null) problems.duration = TIME_SCREEN_TEXTS.durationInvalid;
  else if (seconds > TIME_ENTRY_MAX_SECONDS) problems.duration = TIME_SCREEN_TEXTS.durationTooLong;
  if (draft.note.trim().length > TIME_NOTE_MAX) problems.note = `At most ${TIME_NOTE_MAX} characters`;
  return { problems, seconds };
}

/**
 * Log time by hand, or edit an entry: the day, the duration as people type it ('1h 30m', '90m', '1.5' hours;
 * what it reads is shown under the field), a note and whether it is billable.
 */
export function LogTimeDialog({
  open,
  title = TIME_TEXTS.logTime,
  submitLabel = TIME_TEXTS.logTime,
  initial,
  today,
  onSubmit,
  onCancel,
  busy = false,
  error,
}: LogTimeDialogProps) {
  const day = today ?? localToday();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, day));
  const [problems, setProblems] = useState<Problems>({});
  const billableHintId = useId();

  // A fresh form each time the dialog opens.
  const wasOpen = useRef(open);
  useEffect(() => {
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opened) return;
    setDraft(draftOf(initial, day));
    setProblems({});
  }, [open, initial, day]);

  const parsed = parseDuration(draft.duration);
  const submit = () => {
    const { problems: found, seconds } = check(draft);
    setProblems(found);
    if (Object.keys(found).length > 0 || seconds === null) return;
    onSubmit({
      date: draft.date,
      durationSeconds: seconds,
      note: draft.note.trim(),
      billable: draft.billable,
    });
  };

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      error={error}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <InputField
          label={TIME_TEXTS.date}
          type="date"
          value={draft.date}
          onChange={(event) => setDraft((current) => ({ ...current, date: event.target.value }))}
          error={Boolean(problems.date)}
          helperText={problems.date}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <InputField
          label={TIME_TEXTS.duration}
          value={draft.duration}
          onChange={(event) => setDraft((current) => ({ ...current, duration: event.target.value }))}
          error={Boolean(problems.duration)}
          helperText={
            problems.duration ??
            (parsed === null
              ? TIME_SCREEN_TEXTS.durationHelp
              : TIME_SCREEN_TEXTS.durationParsed(formatDuration(parsed)))
          }
          required
          fullWidth
          autoFocus
          placeholder="1h 30m"
        />
      </Stack>
      <InputField
        label={TIME_TEXTS.note}
        value={draft.note}
        onChange={(event) => setDraft((current) => ({ ...current, note: event.target.value }))}
        error={Boolean(problems.note)}
        helperText={problems.note}
        fullWidth
        multiline
        minRows={2}
      />
      <div>
        <FormControlLabel
          label={TIME_TEXTS.billable}
          control={
            <Switch
              checked={draft.billable}
              onChange={(event) => setDraft((current) => ({ ...current, billable: event.target.checked }))}
              slotProps={{ input: { 'aria-describedby': billableHintId } }}
            />
          }
        />
        <FormHelperText id={billableHintId} sx={{ mt: 0, ml: 0 }}>
          {TIME_SCREEN_TEXTS.billableHint}
        </FormHelperText>
      </div>
    </FormDialog>
  );
}
