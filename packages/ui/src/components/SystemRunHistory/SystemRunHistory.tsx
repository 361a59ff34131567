import {
  SYSTEM_RUN_STATUS_LABELS,
  SYSTEM_TEST_SUITE_TEXTS,
  type SystemCheckRun,
  type SystemRunStatus,
} from '@app/domain';
import Chip from '@mui/material/Chip';
import { DataTable, type DataTableColumn } from '../DataTable';
import { type Tone, toneTextSx, toneTint } from '../StatusChip';

export interface SystemRunHistoryProps {
  /** The runs of the current page, newest first. */
  runs: readonly SystemCheckRun[];
  /** The number of runs over every page. */
  total: number;
  /** The current page, from 1. */
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** Formats the start time; the browser's locale by default. */
  formatTime?: (iso: string) => string;
}

const RUN_TONES: Record<SystemRunStatus, Tone> = { running: 'info', passed: 'success', failed: 'error' };

const defaultFormatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function counts(run: SystemCheckRun): string {
  const count = (status: string) => run.results.filter((result) => result.status === status).length;
  return `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`;
}

function duration(run: SystemCheckRun): string {
  if (!run.finishedAt) return '–';
  const ms = Math.max(0, new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime());
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The history of the System Test Suite's runs: when, who, the outcome, the count per status and the time taken. */
export function SystemRunHistory({
  runs,
  total,
  page,
  limit,
  onPageChange,
  loading,
  formatTime = defaultFormatTime,
}: SystemRunHistoryProps) {
  const { columns: text } = SYSTEM_TEST_SUITE_TEXTS;
  const columns: DataTableColumn<SystemCheckRun>[] = [
    { id: 'startedAt', header: text.startedAt, render: (run) => formatTime(run.startedAt) },
    { id: 'runByName', header: text.runBy, render: (run) => run.runByName ?? '–', hideOnMobile: true },
    {
      id: 'status',
      header: text.status,
      render: (run) => (
        <Chip
          size="small"
          label={SYSTEM_RUN_STATUS_LABELS[run.status]}
          sx={(theme) => ({
            bgcolor: toneTint(theme, RUN_TONES[run.status]),
            fontWeight: 600,
            ...toneTextSx(theme, RUN_TONES[run.status]),
          })}
        />
      ),
    },
    { id: 'results', header: text.results, render: counts, hideOnMobile: true },
    { id: 'duration', header: text.duration, render: duration, align: 'right' },
  ];
  return (
    <DataTable<SystemCheckRun>
      label={SYSTEM_TEST_SUITE_TEXTS.historyTitle}
      columns={columns}
      rows={runs}
      getRowId={(run) => run._id}
      total={total}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
      loading={loading}
      emptyState={SYSTEM_TEST_SUITE_TEXTS.historyEmpty}
    />
  );
}
