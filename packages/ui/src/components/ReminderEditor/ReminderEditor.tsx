import {
  REMINDER_PRESETS,
  REMINDER_TEXTS,
  REMINDER_UNIT_LABELS,
  REMINDER_UNIT_MINUTES,
  REMINDER_UNITS,
  REMINDERS_PER_TASK_MAX,
  type ReminderInput,
  type ReminderUnit,
  reminderOffsetText,
  type TaskReminder,
} from '@app/domain';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface ReminderEditorProps {
  /** The caller's reminders of the task. */
  reminders: readonly TaskReminder[];
  /** The task's due date (YYYY-MM-DD): reminders before it need one. */
  dueDate: string | null | undefined;
  /** Saves the whole list; reject with an Error carrying the server's message. */
  onChange: (reminders: ReminderInput[]) => Promise<unknown>;
  /** How a moment reads (the user's locale and time zone by default). */
  formatTime?: (iso: string) => string;
  disabled?: boolean;
}

type Choice = `${number}` | 'custom' | 'at';

const defaultFormat = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Back to what the server takes: a relative reminder keeps its offset, an absolute one its moment. */
function inputOf(reminder: TaskReminder): ReminderInput {
  return reminder.offsetMinutes !== null
    ? { offsetMinutes: reminder.offsetMinutes }
    : { remindAt: reminder.remindAt };
}

/** The task detail's Reminders: the caller's own, listed with a remove button, and a way to add one. */
export function ReminderEditor({
  reminders,
  dueDate,
  onChange,
  formatTime = defaultFormat,
  disabled = false,
}: ReminderEditorProps) {
  const texts = REMINDER_TEXTS;
  const labelId = useId();
  const [choice, setChoice] = useState<Choice>(dueDate ? '15' : 'at');
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<ReminderUnit>('hours');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const full = reminders.length >= REMINDERS_PER_TASK_MAX;

  const save = async (next: ReminderInput[]) => {
    setBusy(true);
    setError(undefined);
    try {
      await onChange(next);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : 'Could not save the reminders',
      );
    } finally {
      setBusy(false);
    }
  };

  const chosen = (): ReminderInput | undefined => {
    if (choice === 'at') return at ? { remindAt: new Date(at).toISOString() } : undefined;
    if (choice === 'custom') {
      const n = Number(amount);
      return Number.isInteger(n) && n > 0 ? { offsetMinutes: n * REMINDER_UNIT_MINUTES[unit] } : undefined;
    }
    return { offsetMinutes: Number(choice) };
  };

  const add = () => {
    const next = chosen();
    if (!next) return;
    void save([...reminders.map(inputOf), next]);
  };

  return (
    <Stack component="section" aria-labelledby={labelId} spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <NotificationsActiveRoundedIcon aria-hidden fontSize="small" color="action" />
        <Typography id={labelId} component="h3" variant="subtitle2">
          {texts.label}
        </Typography>
      </Stack>
      {reminders.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {texts.none}
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {reminders.map((reminder, index) => {
            const when =
              reminder.offsetMinutes !== null
                ? `${reminderOffsetText(reminder.offsetMinutes)} (${formatTime(reminder.remindAt)})`
                : formatTime(reminder.remindAt);
            const label = reminder.sentAt ? `${when} · ${texts.sent}` : when;
            return (
              <Stack
                component="li"
                key={reminder.id}
                direction="row"
                sx={{
                  alignItems: 'center',
                  pl: 1.5,
                  borderRadius: 4,
                  border: 1,
                  borderColor: 'divider',
                  color: reminder.sentAt ? 'text.secondary' : 'text.primary',
                }}
              >
                <Typography variant="body2">{label}</Typography>
                <IconButton
                  size="small"
                  aria-label={texts.remove(when)}
                  disabled={disabled || busy}
                  onClick={() => void save(reminders.filter((_, i) => i !== index).map(inputOf))}
                >
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
      )}
      {full ? (
        <Typography variant="caption" color="text.secondary">
          {texts.limitReached}
        </Typography>
      ) : (
        // A row that wraps: the task page's Details column is narrower than the window's breakpoints suggest.
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={texts.add}
            value={choice}
            disabled={disabled || busy}
            onChange={(event) => setChoice(event.target.value as Choice)}
            sx={{ minWidth: 200 }}
          >
            {REMINDER_PRESETS.map((preset) => (
              <MenuItem key={preset.offsetMinutes} value={String(preset.offsetMinutes)} disabled={!dueDate}>
                {preset.label}
              </MenuItem>
            ))}
            <MenuItem value="custom" disabled={!dueDate}>
              {texts.custom}
            </MenuItem>
            <MenuItem value="at">{texts.atTime}</MenuItem>
          </TextField>
          {choice === 'custom' ? (
            <>
              <TextField
                size="small"
                type="number"
                label={texts.amount}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                slotProps={{ htmlInput: { min: 1 } }}
                sx={{ width: 100 }}
              />
              <TextField
                select
                size="small"
                label={texts.unit}
                value={unit}
                onChange={(event) => setUnit(event.target.value as ReminderUnit)}
                sx={{ width: 130 }}
              >
                {REMINDER_UNITS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {REMINDER_UNIT_LABELS[option]}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : null}
          {choice === 'at' ? (
            <TextField
              size="small"
              type="datetime-local"
              label={texts.time}
              value={at}
              onChange={(event) => setAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : null}
          <Button
            variant="outlined"
            disabled={disabled || busy || !chosen()}
            onClick={add}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {texts.add}
          </Button>
        </Stack>
      )}
      {!dueDate ? (
        <Typography variant="caption" color="text.secondary">
          {texts.needsDueDate}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
