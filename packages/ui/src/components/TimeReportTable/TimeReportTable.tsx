import {
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  type ExchangeRates,
  secondsToHours,
  TIME_SCREEN_TEXTS,
  TIME_TEXTS,
} from '@app/domain';
import Stack from '@mui/material/Stack';
import { DataTable, type DataTableColumn } from '../DataTable';
import { ExportButtons } from '../ExportButtons';
import { Money } from '../Money';

/** One row of a time report: a project, a person or a week. */
export interface TimeReportTableRow {
  key: string;
  label: string;
  seconds: number;
  billableSeconds: number;
  /** USD minor units. */
  labourCostUsdMinor: number;
}

export type TimeReportExportFormat = 'csv' | 'xlsx';

export interface TimeReportTableProps {
  rows: readonly TimeReportTableRow[];
  /** The totals row; the rows' sums by default. */
  totals?: Omit<TimeReportTableRow, 'key' | 'label'>;
  /** The first column's header: 'Project', 'Person' or 'Week'. */
  groupLabel: string;
  currency?: Currency;
  rates?: ExchangeRates;
  loading?: boolean;
  /** Without it there are no export buttons. */
  onExport?: (format: TimeReportExportFormat) => void;
  /** The format being downloaded. */
  exportingFormat?: TimeReportExportFormat | null;
}

const TOTAL_KEY = '__total__';
const hours = (seconds: number) =>
  secondsToHours(seconds).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const EXPORT_FORMATS = [
  { format: 'csv', label: TIME_SCREEN_TEXTS.exportCsv },
  { format: 'xlsx', label: TIME_SCREEN_TEXTS.exportXlsx },
] as const;

/**
 * Time per project, person or week: hours, billable hours and labour cost in the display currency (USD or INR),
 * a totals row, and Export CSV / Export XLSX. On a phone each row is a card of labelled lines.
 */
export function TimeReportTable({
  rows,
  totals,
  groupLabel,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  loading = false,
  onExport,
  exportingFormat = null,
}: TimeReportTableProps) {
  const sum = totals ?? {
    seconds: rows.reduce((total, row) => total + row.seconds, 0),
    billableSeconds: rows.reduce((total, row) => total + row.billableSeconds, 0),
    labourCostUsdMinor: rows.reduce((total, row) => total + row.labourCostUsdMinor, 0),
  };
  const columns: DataTableColumn<TimeReportTableRow>[] = [
    { id: 'label', header: groupLabel, rowHeader: true },
    {
      id: 'seconds',
      header: TIME_SCREEN_TEXTS.hours,
      align: 'right',
      render: (row) => hours(row.seconds),
      cellSx: { fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'billableSeconds',
      header: TIME_SCREEN_TEXTS.billableHours,
      align: 'right',
      render: (row) => hours(row.billableSeconds),
      cellSx: { fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'labourCostUsdMinor',
      header: TIME_TEXTS.labourCost,
      align: 'right',
      render: (row) => <Money amount={row.labourCostUsdMinor / 100} currency={currency} rates={rates} />,
    },
  ];
  const all =
    rows.length > 0
      ? [...rows, { key: TOTAL_KEY, label: TIME_TEXTS.total, ...sum }]
      : ([] as TimeReportTableRow[]);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {onExport ? (
        <ExportButtons
          formats={EXPORT_FORMATS}
          onExport={onExport}
          busyFormat={exportingFormat}
          label={TIME_SCREEN_TEXTS.exportGroup}
          disabled={rows.length === 0}
        />
      ) : null}
      <DataTable
        label={TIME_TEXTS.reports}
        columns={columns}
        rows={all}
        getRowId={(row) => row.key}
        loading={loading}
        emptyState={TIME_SCREEN_TEXTS.reportEmpty}
        stacked
        size="small"
      />
    </Stack>
  );
}
