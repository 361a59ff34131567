import {
  formatDuration,
  shortDay,
  TIME_MESSAGES,
  TIME_SCREEN_TEXTS,
  TIME_TEXTS,
  TIMESHEET_REASON_MAX,
  TIMESHEET_STATE_LABELS,
  type TimesheetState,
  weekDays,
} from '@app/domain';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { InputField } from '../InputField';
import { StatusChip } from '../StatusChip';
import type { Tone } from '../StatusChip/tones';

/** One task's row of the week: seconds per day, Monday first. */
export interface TimesheetWeekRow {
  key: string;
  /** The task's title. */
  label: string;
  /** Its project, under the title. */
  sublabel?: string | null;
  href?: string;
  days: readonly number[];
}

export interface TimesheetWeekProps {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  rows: readonly TimesheetWeekRow[];
  state: TimesheetState;
  /** Why it was rejected. */
  reason?: string | null;
  /** Whose week, when it is not the viewer's (an approver's view). */
  person?: string;
  onPreviousWeek?: () => void;
  onNextWeek?: () => void;
  /** The week may be submitted now (draft or rejected, with time, the viewer's own): Submit shows. */
  canSubmit?: boolean;
  onSubmit?: () => void;
  /** The viewer may approve or reject it (submitted, someone else's, a manager of theirs). */
  canReview?: boolean;
  onApprove?: () => void;
  /** Resolves once rejected (the dialog closes) or rejects with an Error whose message the dialog shows. */
  onReject?: (reason: string) => Promise<void>;
  /** A submit or a review is on its way. */
  busy?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export const TIMESHEET_STATE_TONES: Record<TimesheetState, Tone> = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
};

const cell = (seconds: number) => (seconds > 0 ? formatDuration(seconds) : '–');
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A person's week: rows are tasks, columns Monday to Sunday, cells the time, with totals per day, per task and for
 * the week; its state (Draft, Submitted, Approved, Rejected with the reason), the previous and next week, Submit
 * for its owner and Approve / Reject (with a reason) for an approver.
 */
export function TimesheetWeek({
  weekStart,
  rows,
  state,
  reason,
  person,
  onPreviousWeek,
  onNextWeek,
  canSubmit = false,
  onSubmit,
  canReview = false,
  onApprove,
  onReject,
  busy = false,
  headingLevel = 'h2',
}: TimesheetWeekProps) {
  const [rejecting, setRejecting] = useState(false);
  const [rejectReason, setRejectReason] = useState('');
  const [rejectProblem, setRejectProblem] = useState<string>();
  const [rejectBusy, setRejectBusy] = useState(false);
  const days = weekDays(weekStart);
  const dayTotals = days.map((_, index) => sum(rows.map((row) => row.days[index] ?? 0)));
  const weekTotal = sum(dayTotals);
  const weekLabel = TIME_SCREEN_TEXTS.weekOf(weekStart, days[6] ?? weekStart);

  const reject = () => {
    const text = rejectReason.trim();
    if (!text) return setRejectProblem(TIME_MESSAGES.reasonRequired);
    if (text.length > TIMESHEET_REASON_MAX)
      return setRejectProblem(`At most ${TIMESHEET_REASON_MAX} characters`);
    if (!onReject) return;
    setRejectBusy(true);
    setRejectProblem(undefined);
    onReject(text).then(
      () => {
        setRejectBusy(false);
        setRejecting(false);
      },
      (failure: unknown) => {
        setRejectBusy(false);
        setRejectProblem(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {onPreviousWeek ? (
            <IconButton aria-label={TIME_SCREEN_TEXTS.previousWeek} onClick={onPreviousWeek} size="small">
              <ChevronLeftRoundedIcon />
            </IconButton>
          ) : null}
          <Typography variant="h6" component={headingLevel} sx={{ whiteSpace: 'nowrap' }}>
            {person ? `${person}: ${weekLabel}` : weekLabel}
          </Typography>
          {onNextWeek ? (
            <IconButton aria-label={TIME_SCREEN_TEXTS.nextWeek} onClick={onNextWeek} size="small">
              <ChevronRightRoundedIcon />
            </IconButton>
          ) : null}
          <StatusChip
            kind="custom"
            value={TIMESHEET_STATE_LABELS[state]}
            tone={TIMESHEET_STATE_TONES[state]}
          />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canSubmit && onSubmit ? (
            <Button variant="contained" startIcon={<SendRoundedIcon />} onClick={onSubmit} disabled={busy}>
              {TIME_TEXTS.submit}
            </Button>
          ) : null}
          {canReview && onApprove ? (
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckRoundedIcon />}
              onClick={onApprove}
              disabled={busy}
            >
              {TIME_TEXTS.approve}
            </Button>
          ) : null}
          {canReview && onReject ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<CloseRoundedIcon />}
              onClick={() => {
                setRejectReason('');
                setRejectProblem(undefined);
                setRejecting(true);
              }}
              disabled={busy}
            >
              {TIME_TEXTS.reject}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {state === 'rejected' && reason ? (
        <Alert severity="warning">{TIME_SCREEN_TEXTS.rejectedBecause(reason)}</Alert>
      ) : null}
      <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
        <Table size="small" aria-label={TIME_SCREEN_TEXTS.weekGrid(weekStart)} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {TIME_TEXTS.task}
              </TableCell>
              {days.map((day, index) => (
                <TableCell key={day} component="th" scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {TIME_SCREEN_TEXTS.dayNames[index]}
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {shortDay(day)}
                  </Typography>
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="right">
                {TIME_TEXTS.total}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9}>
                  <Typography variant="body2" color="text.secondary">
                    {TIME_SCREEN_TEXTS.noTimeThisWeek}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ maxWidth: 240 }}>
                    {row.href ? (
                      <Link href={row.href} underline="hover" variant="body2">
                        {row.label}
                      </Link>
                    ) : (
                      <Typography variant="body2">{row.label}</Typography>
                    )}
                    {row.sublabel ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {row.sublabel}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {days.map((day, index) => (
                    <TableCell key={day} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {cell(row.days[index] ?? 0)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {cell(sum(row.days))}
                  </TableCell>
                </TableRow>
              ))
            )}
            <TableRow sx={{ '& > *': { borderTop: 2, borderColor: 'divider' } }}>
              <TableCell component="th" scope="row" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {TIME_SCREEN_TEXTS.dayTotal}
              </TableCell>
              {dayTotals.map((total, index) => (
                <TableCell
                  key={days[index]}
                  align="right"
                  sx={{ color: 'text.primary', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                >
                  {cell(total)}
                </TableCell>
              ))}
              <TableCell
                align="right"
                sx={{ color: 'text.primary', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatDuration(weekTotal)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <FormDialog
        open={rejecting}
        title={TIME_SCREEN_TEXTS.rejectTitle}
        description={person ? TIME_SCREEN_TEXTS.rejectMessage(person, weekLabel) : undefined}
        submitLabel={TIME_TEXTS.reject}
        destructive
        busy={rejectBusy}
        onCancel={() => setRejecting(false)}
        onSubmit={reject}
      >
        <InputField
          label={TIME_TEXTS.reason}
          value={rejectReason}
          onChange={(event) => setRejectReason(event.target.value)}
          error={Boolean(rejectProblem)}
          helperText={rejectProblem}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
        />
      </FormDialog>
    </Stack>
  );
}
