import { TIME_SCREEN_TEXTS, TIME_TEXTS, TimesheetsScreenQuerySchema, type TimesheetsTab } from '@app/domain';
import { usePendingTimesheets } from '@app/sdk/react';
import { PageHeader, RouteTabs } from '@app/ui';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSearchParamsState } from '../../app/useSearchParamsState';
import { Approvals } from './time/Approvals';
import { MyWeek } from './time/MyWeek';
import { TimeReports } from './time/TimeReports';

/**
 * Timesheets (/timesheets, issue 40): my week (move between weeks, submit it), the weeks awaiting my approval
 * (approve, or reject with a reason; the tab shows for whoever has some, or opens it by link), and reports of
 * time and labour cost per project, person or week with CSV and XLSX exports. The tab and its state are in the URL.
 */
export function Timesheets() {
  const [query, setQuery] = useSearchParamsState(TimesheetsScreenQuerySchema);
  const pending = usePendingTimesheets(api);
  const waiting = pending.data?.length ?? 0;
  const tabs = [
    { value: 'week' as const, label: TIME_SCREEN_TEXTS.tabs.week },
    ...(waiting > 0 || query.tab === 'approvals'
      ? [
          {
            value: 'approvals' as const,
            label:
              waiting > 0
                ? `${TIME_SCREEN_TEXTS.tabs.approvals} (${waiting})`
                : TIME_SCREEN_TEXTS.tabs.approvals,
          },
        ]
      : []),
    { value: 'reports' as const, label: TIME_SCREEN_TEXTS.tabs.reports },
  ];
  const href = (tab: TimesheetsTab) => paths.timesheets.href({ tab });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%', minWidth: 0 }}>
      <PageHeader title={TIME_TEXTS.timesheets} subtitle={TIME_SCREEN_TEXTS.subtitle} action={null} />
      <RouteTabs tabs={tabs} value={query.tab} href={href} aria-label={TIME_SCREEN_TEXTS.tabsLabel}>
        {query.tab === 'week' ? (
          <MyWeek week={query.week} onWeek={(week) => setQuery({ ...query, week })} />
        ) : query.tab === 'approvals' ? (
          <Approvals
            pending={pending}
            selected={query.sheet}
            onSelect={(sheet) => setQuery({ ...query, sheet }, { replace: true })}
          />
        ) : (
          <TimeReports
            query={query}
            onChange={(next) => setQuery({ ...query, ...next }, { replace: true })}
          />
        )}
      </RouteTabs>
    </Stack>
  );
}
