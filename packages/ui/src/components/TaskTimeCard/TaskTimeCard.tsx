import { formatDuration, shortDay, TIME_SCREEN_TEXTS, TIME_TEXTS } from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import StopRoundedIcon from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { LazyTooltip } from '../LazyTooltip';
import { LogTimeDialog, type LogTimeValues } from '../LogTimeDialog';
import { SectionCard } from '../SectionCard';

/** One entry of a task's time, as the card lists it. */
export interface TaskTimeEntry {
  id: string;
  /** Who logged it. */
  person: string;
  date: string;
  durationSeconds: number;
  note: string;
  billable: boolean;
  /** Its week is submitted or approved: shown with a lock, never edited. */
  locked: boolean;
  /** The viewer logged it (and it is not locked): Edit and Delete show. */
  canEdit: boolean;
}

export interface TaskTimeCardProps {
  entries: readonly TaskTimeEntry[];
  /** The task's total; the entries' sum by default. */
  totalSeconds?: number;
  /** The viewer may log time on the task: Start timer and Log time show. */
  canLog: boolean;
  /** The viewer's timer runs on this task. */
  timerRunning: boolean;
  onStartTimer: () => void;
  onStopTimer: () => void;
  /** A start or stop is on its way. */
  timerBusy?: boolean;
  /** Each resolves once saved (the dialog closes) or rejects with an Error whose message the dialog shows. */
  onLog: (values: LogTimeValues) => Promise<void>;
  onUpdate: (id: string, values: LogTimeValues) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  /** The user's today, the day a new entry starts on. */
  today?: string;
  loading?: boolean;
  headingLevel?: 'h2' | 'h3';
}

type Editing = { mode: 'log' } | { mode: 'edit'; entry: TaskTimeEntry } | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A task's time: Start / Stop timer, the total logged, every entry (who, day, duration, note, billable) with Edit
 * and Delete on the viewer's own, a lock on those of a submitted or approved week, and Log time for work done
 * without the timer.
 */
export function TaskTimeCard({
  entries,
  totalSeconds,
  canLog,
  timerRunning,
  onStartTimer,
  onStopTimer,
  timerBusy = false,
  onLog,
  onUpdate,
  onDelete,
  today,
  loading = false,
  headingLevel = 'h2',
}: TaskTimeCardProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TaskTimeEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const total = totalSeconds ?? entries.reduce((sum, entry) => sum + entry.durationSeconds, 0);

  const run = (work: Promise<void>, done: () => void) => {
    setBusy(true);
    setError(undefined);
    work.then(
      () => {
        setBusy(false);
        done();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(messageOf(failure));
      },
    );
  };
  const close = () => {
    setEditing(null);
    setDeleting(null);
    setError(undefined);
  };

  const actions = canLog ? (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {timerRunning ? (
        <Button
          variant="contained"
          color="error"
          startIcon={<StopRoundedIcon />}
          onClick={onStopTimer}
          disabled={timerBusy}
        >
          {TIME_TEXTS.stopTimer}
        </Button>
      ) : (
        <Button
          variant="contained"
          startIcon={<PlayArrowRoundedIcon />}
          onClick={onStartTimer}
          disabled={timerBusy}
        >
          {TIME_TEXTS.startTimer}
        </Button>
      )}
      <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => setEditing({ mode: 'log' })}>
        {TIME_TEXTS.logTime}
      </Button>
    </Stack>
  ) : undefined;

  return (
    <SectionCard
      title={TIME_TEXTS.title}
      headingLevel={headingLevel}
      action={actions}
      busy={loading ? TIME_SCREEN_TEXTS.entries : undefined}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {TIME_SCREEN_TEXTS.totalLogged}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatDuration(total)}
          </Typography>
          {timerRunning ? (
            <Chip size="small" color="error" variant="outlined" label={TIME_SCREEN_TEXTS.timerHere} />
          ) : null}
        </Stack>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {TIME_TEXTS.noEntries}
          </Typography>
        ) : (
          <Box component="ul" aria-label={TIME_SCREEN_TEXTS.entries} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {entry.person} · {shortDay(entry.date)}
                    </Typography>
                    {entry.billable ? (
                      <Chip size="small" color="success" variant="outlined" label={TIME_TEXTS.billable} />
                    ) : null}
                  </Stack>
                  {entry.note ? (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {entry.note}
                    </Typography>
                  ) : null}
                </Box>
                <Typography
                  variant="body2"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    fontWeight: 600,
                    minWidth: 56,
                    textAlign: 'right',
                  }}
                >
                  {formatDuration(entry.durationSeconds)}
                </Typography>
                <Stack direction="row" sx={{ minWidth: 72, justifyContent: 'flex-end' }}>
                  {entry.locked ? (
                    <LazyTooltip title={TIME_SCREEN_TEXTS.lockedEntry}>
                      <LockOutlinedIcon
                        fontSize="small"
                        color="action"
                        role="img"
                        aria-label={TIME_SCREEN_TEXTS.lockedEntry}
                        aria-hidden={false}
                        sx={{ m: 1 }}
                      />
                    </LazyTooltip>
                  ) : entry.canEdit ? (
                    <>
                      <IconButton
                        size="small"
                        aria-label={TIME_SCREEN_TEXTS.editEntry(entry.date)}
                        onClick={() => setEditing({ mode: 'edit', entry })}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={TIME_SCREEN_TEXTS.deleteEntry(entry.date)}
                        onClick={() => setDeleting(entry)}
                      >
                        <DeleteOutlineRoundedIcon fontSize="small" />
                      </IconButton>
                    </>
                  ) : null}
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
      <LogTimeDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? TIME_SCREEN_TEXTS.edit : TIME_TEXTS.logTime}
        submitLabel={editing?.mode === 'edit' ? TIME_SCREEN_TEXTS.save : TIME_TEXTS.logTime}
        initial={editing?.mode === 'edit' ? editing.entry : null}
        today={today}
        busy={busy}
        error={error}
        onCancel={close}
        onSubmit={(values) =>
          run(editing?.mode === 'edit' ? onUpdate(editing.entry.id, values) : onLog(values), close)
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={TIME_SCREEN_TEXTS.deleteTitle}
        message={
          deleting
            ? TIME_SCREEN_TEXTS.deleteMessage(formatDuration(deleting.durationSeconds), deleting.date)
            : ''
        }
        confirmLabel={TIME_SCREEN_TEXTS.delete}
        destructive
        busy={busy}
        error={error}
        onCancel={close}
        onConfirm={() => deleting && run(onDelete(deleting.id), close)}
      />
    </SectionCard>
  );
}
