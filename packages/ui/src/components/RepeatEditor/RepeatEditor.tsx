import {
  defaultRepeatRule,
  describeRepeatRule,
  parseRrule,
  RECURRENCE_TEXTS,
  REPEAT_FREQUENCIES,
  type RepeatEnd,
  type RepeatFrequency,
  type RepeatRule,
  toRrule,
  WEEKDAY_SHORT,
  WEEKDAYS,
  type Weekday,
} from '@app/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface RepeatEditorProps {
  /** The stored rule (an RRULE such as `FREQ=WEEKLY;BYDAY=MO,TH`), or null when the task does not repeat. */
  value: string | null | undefined;
  /** The new rule, or null for "Does not repeat". */
  onChange: (value: string | null) => void;
  /** The task's due date: a new rule starts on its weekday and day of the month. */
  anchor?: string | null | undefined;
  disabled?: boolean;
}

const NONE = 'none';
type EndKind = RepeatEnd['kind'];

/**
 * The task form's Repeat control: does not repeat, daily (every N days), weekdays, weekly on chosen days, monthly
 * on a day, yearly; ending never, on a date or after N times; with the rule in words below.
 */
export function RepeatEditor({ value, onChange, anchor, disabled = false }: RepeatEditorProps) {
  const texts = RECURRENCE_TEXTS;
  const summaryId = useId();
  const rule = value ? parseRrule(value) : undefined;
  const change = (next: RepeatRule) => onChange(toRrule(next));

  const setEnd = (kind: EndKind) => {
    if (!rule) return;
    const end: RepeatEnd =
      kind === 'until'
        ? { kind, date: anchor?.slice(0, 10) ?? new Date().toISOString().slice(0, 10) }
        : kind === 'count'
          ? { kind, count: 5 }
          : { kind };
    change({ ...rule, end });
  };

  return (
    <Stack spacing={1.5} aria-describedby={rule ? summaryId : undefined}>
      <TextField
        select
        size="small"
        label={texts.label}
        value={rule?.frequency ?? NONE}
        disabled={disabled}
        onChange={(event) => {
          const frequency = event.target.value;
          onChange(
            frequency === NONE
              ? null
              : toRrule({
                  ...defaultRepeatRule(frequency as RepeatFrequency, anchor),
                  ...(rule ? { end: rule.end } : {}),
                }),
          );
        }}
        sx={{ maxWidth: 260 }}
      >
        <MenuItem value={NONE}>{texts.none}</MenuItem>
        {REPEAT_FREQUENCIES.map((frequency) => (
          <MenuItem key={frequency} value={frequency}>
            {texts.frequencies[frequency]}
          </MenuItem>
        ))}
      </TextField>
      {rule?.frequency === 'daily' || rule?.frequency === 'weekly' ? (
        <TextField
          size="small"
          type="number"
          label={`${texts.every} (${rule.frequency === 'daily' ? texts.days : texts.weeks})`}
          value={rule.interval}
          disabled={disabled}
          onChange={(event) => {
            const interval = Number(event.target.value);
            if (Number.isInteger(interval) && interval >= 1 && interval <= 99) change({ ...rule, interval });
          }}
          slotProps={{ htmlInput: { min: 1, max: 99 } }}
          sx={{ maxWidth: 160 }}
        />
      ) : null}
      {rule?.frequency === 'weekly' ? (
        <ToggleButtonGroup
          size="small"
          aria-label={texts.onDays}
          // Seven days fit the task page's narrow Details column, and wrap where even that is too wide.
          sx={{
            flexWrap: 'wrap',
            '& .MuiToggleButton-root': { px: 0.75, minWidth: 0, textTransform: 'none', fontSize: 13 },
          }}
          value={rule.days}
          disabled={disabled}
          onChange={(_, days: Weekday[]) => {
            if (days.length > 0) change({ ...rule, days });
          }}
        >
          {WEEKDAYS.map((day) => (
            <ToggleButton key={day} value={day}>
              {WEEKDAY_SHORT[day]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {rule?.frequency === 'monthly' ? (
        <TextField
          size="small"
          type="number"
          label={texts.monthDay}
          value={rule.monthDay}
          disabled={disabled}
          onChange={(event) => {
            const monthDay = Number(event.target.value);
            if (Number.isInteger(monthDay) && monthDay >= 1 && monthDay <= 31) change({ ...rule, monthDay });
          }}
          slotProps={{ htmlInput: { min: 1, max: 31 } }}
          sx={{ maxWidth: 160 }}
        />
      ) : null}
      {rule ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={texts.ends}
            value={rule.end.kind}
            disabled={disabled}
            onChange={(event) => setEnd(event.target.value as EndKind)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="never">{texts.endNever}</MenuItem>
            <MenuItem value="until">{texts.endUntil}</MenuItem>
            <MenuItem value="count">{texts.endCount}</MenuItem>
          </TextField>
          {rule.end.kind === 'until' ? (
            <TextField
              size="small"
              type="date"
              label={texts.endUntil}
              value={rule.end.date}
              disabled={disabled}
              onChange={(event) => {
                if (event.target.value) change({ ...rule, end: { kind: 'until', date: event.target.value } });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : null}
          {rule.end.kind === 'count' ? (
            <TextField
              size="small"
              type="number"
              label={texts.times}
              value={rule.end.count}
              disabled={disabled}
              onChange={(event) => {
                const count = Number(event.target.value);
                if (Number.isInteger(count) && count >= 1 && count <= 1000) {
                  change({ ...rule, end: { kind: 'count', count } });
                }
              }}
              slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              sx={{ maxWidth: 120 }}
            />
          ) : null}
        </Stack>
      ) : null}
      {rule ? (
        <Typography id={summaryId} variant="body2" color="text.secondary">
          {`${texts.repeats}: ${describeRepeatRule(rule)}`}
        </Typography>
      ) : null}
    </Stack>
  );
}
