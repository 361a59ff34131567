import {
  SYSTEM_CHECK_STATUS_LABELS,
  SYSTEM_TEST_SUITE_TEXTS,
  type SystemCheckResult,
  type SystemCheckStatus,
} from '@app/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type Tone, toneColor, toneTextSx, toneTint } from '../StatusChip';

/** One check of the list: its name and label, and its result once it answered. */
export interface SystemCheckItem {
  name: string;
  label: string;
  result?: SystemCheckResult;
}

export interface SystemCheckListProps {
  /** The checks in the suite's order. */
  checks: readonly SystemCheckItem[];
  /** True while a run is going: checks without a result show as running. */
  running?: boolean;
  /** Why the run stopped early (a refusal, a lost connection). */
  error?: string;
}

const STATUS_TONES: Record<SystemCheckStatus, Tone> = { pass: 'success', fail: 'error', skip: 'default' };

function StatusIcon({ status, running }: { status: SystemCheckStatus | undefined; running: boolean }) {
  if (!status) {
    return running ? (
      <CircularProgress size={20} aria-hidden />
    ) : (
      <RadioButtonUncheckedIcon aria-hidden sx={{ color: 'text.disabled' }} />
    );
  }
  const Icon = status === 'pass' ? CheckCircleIcon : status === 'fail' ? ErrorIcon : RemoveCircleOutlineIcon;
  return <Icon aria-hidden sx={(theme) => ({ color: toneColor(theme, STATUS_TONES[status]) })} />;
}

/** The run's outcome in one sentence, for the live region. */
function summary(checks: readonly SystemCheckItem[]): string {
  const count = (status: SystemCheckStatus) =>
    checks.filter((check) => check.result?.status === status).length;
  return SYSTEM_TEST_SUITE_TEXTS.finishedAnnouncement(count('pass'), count('fail'), count('skip'));
}

/**
 * The checks of the System Test Suite as they run: for each, an icon and a chip with its status (passed, failed,
 * skipped; a spinner while running), its label, its time in milliseconds and its message. A bar shows the share
 * done, and a live region tells assistive technology when the run is over.
 */
export function SystemCheckList({ checks, running = false, error }: SystemCheckListProps) {
  const done = checks.filter((check) => check.result).length;
  const finished = !running && checks.length > 0 && done === checks.length;
  return (
    <Box>
      {running ? (
        <LinearProgress
          variant="determinate"
          value={checks.length > 0 ? (done / checks.length) * 100 : 0}
          aria-label={SYSTEM_TEST_SUITE_TEXTS.running}
          sx={{ mb: 1 }}
        />
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      <Box
        component="ul"
        aria-label={SYSTEM_TEST_SUITE_TEXTS.resultsTitle}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {checks.map((check) => {
          const status = check.result?.status;
          const stateText = status
            ? SYSTEM_CHECK_STATUS_LABELS[status]
            : running
              ? SYSTEM_TEST_SUITE_TEXTS.waiting
              : SYSTEM_TEST_SUITE_TEXTS.notRunYet;
          return (
            <Box
              component="li"
              key={check.name}
              aria-busy={running && !status ? true : undefined}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr auto',
                columnGap: 1.5,
                rowGap: 0.25,
                alignItems: 'center',
                py: 1.25,
                px: 2,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Box sx={{ display: 'flex', width: 24, justifyContent: 'center' }}>
                <StatusIcon status={status} running={running} />
              </Box>
              <Typography component="span" variant="body1" sx={{ fontWeight: 600, minWidth: 0 }}>
                {check.label}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifySelf: 'end' }}>
                {check.result ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {check.result.durationMs} ms
                  </Typography>
                ) : null}
                <Chip
                  size="small"
                  label={stateText}
                  sx={(theme) => {
                    const tone: Tone = status ? STATUS_TONES[status] : 'default';
                    return { bgcolor: toneTint(theme, tone), fontWeight: 600, ...toneTextSx(theme, tone) };
                  }}
                />
              </Box>
              {check.result ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ gridColumn: '2 / 4', overflowWrap: 'anywhere' }}
                >
                  {check.result.message}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {finished ? summary(checks) : ''}
      </Box>
    </Box>
  );
}
