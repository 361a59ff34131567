import {
  dayInTimeZone,
  shiftDay,
  TIME_REPORT_GROUPS,
  TIME_SCREEN_TEXTS,
  TIME_TEXTS,
  type TimeReportGroup,
  type TimesheetsScreenQuery,
  weekStartOf,
} from '@app/domain';
import { browserTimeZone, exportTimeReport, failureText } from '@app/sdk';
import { saveFile, useCurrency, useTimeReport } from '@app/sdk/react';
import {
  DateRangeFields,
  QueryState,
  SectionCard,
  SelectField,
  type TimeReportExportFormat,
  TimeReportTable,
  useToast,
} from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../../app/api';

export interface TimeReportsProps {
  query: TimesheetsScreenQuery;
  onChange: (next: Partial<TimesheetsScreenQuery>) => void;
}

/** The last four weeks up to today, by default. */
function defaultRange(): { from: string; to: string } {
  const today = dayInTimeZone(new Date(), browserTimeZone());
  return { from: shiftDay(weekStartOf(today), -21), to: today };
}

/**
 * Time per project, person or week over a range (the time the viewer may read): hours, billable hours and labour
 * cost in the display currency, with CSV and XLSX exports of the same rows.
 */
export function TimeReports({ query, onChange }: TimeReportsProps) {
  const { showToast } = useToast();
  const { currency, rates } = useCurrency(api.currency);
  const [exporting, setExporting] = useState<TimeReportExportFormat | null>(null);
  const range = defaultRange();
  const from = query.from ?? range.from;
  const to = query.to ?? range.to;
  const reportQuery = { from, to, groupBy: query.groupBy };
  const report = useTimeReport(api, reportQuery, { enabled: from <= to });
  const onExport = (format: TimeReportExportFormat) => {
    setExporting(format);
    exportTimeReport(api, { ...reportQuery, format })
      .then((blob) => saveFile(blob, `time-report-${query.groupBy}-${from}-${to}.${format}`))
      .catch((error: unknown) =>
        showToast(failureText(error, TIME_SCREEN_TEXTS.exportFailed), { variant: 'error' }),
      )
      .finally(() => setExporting(null));
  };
  return (
    <SectionCard busy={report.isFetching ? TIME_SCREEN_TEXTS.loading : undefined}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateRangeFields
            from={from}
            to={to}
            fromLabel={TIME_SCREEN_TEXTS.from}
            toLabel={TIME_SCREEN_TEXTS.to}
            onChange={(end, value) => onChange({ [end]: value || undefined })}
          />
          <Box sx={{ minWidth: 160 }}>
            <SelectField
              label={TIME_SCREEN_TEXTS.groupBy}
              value={query.groupBy}
              options={TIME_REPORT_GROUPS.map((group) => ({
                value: group,
                label: TIME_TEXTS.groupBy[group],
              }))}
              onChange={(groupBy) => onChange({ groupBy: groupBy as TimeReportGroup })}
            />
          </Box>
        </Stack>
        {report.isError && !report.data ? (
          <QueryState
            status="error"
            title={TIME_SCREEN_TEXTS.reportLoadFailed}
            message={failureText(report.error, TIME_SCREEN_TEXTS.reportLoadFailed)}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <TimeReportTable
            rows={report.data?.rows ?? []}
            totals={report.data?.totals}
            groupLabel={TIME_TEXTS.groupBy[query.groupBy]}
            currency={currency}
            rates={rates}
            loading={report.isPending}
            onExport={onExport}
            exportingFormat={exporting}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
