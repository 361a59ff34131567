import {
  ANALYTICS_EXPORT_FORMATS,
  ANALYTICS_MESSAGES,
  ANALYTICS_TEXTS,
  type Analytics,
  type AnalyticsExportFormat,
  AnalyticsScreenQuerySchema,
  canViewAnalyticsOf,
} from '@app/domain';
import { failureText, REFUSALS_ONLY } from '@app/sdk';
import { useAnalytics, useExportAnalytics } from '@app/sdk/react';
import {
  AccessCard,
  AnalyticsFilters,
  type AnalyticsFilterValues,
  BurnChart,
  CreatedCompletedChart,
  CumulativeFlowChart,
  ExportButtons,
  FlowTimeStats,
  OverdueAgeingChart,
  PageHeader,
  QueryState,
  ThroughputChart,
  useToast,
  WorkloadChart,
} from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';
import { useSearchParamsState } from '../../../app/useSearchParamsState';

const EXPORT_LABELS: Record<AnalyticsExportFormat, string> = {
  csv: ANALYTICS_TEXTS.exportCsv,
  xlsx: ANALYTICS_TEXTS.exportXlsx,
};
const EXPORT_FORMATS = ANALYTICS_EXPORT_FORMATS.map((format) => ({ format, label: EXPORT_LABELS[format] }));
const NO_OPTIONS: Analytics['options'] = { projects: [], departments: [], teams: [] };
const NO_TIME = { medianDays: null, p85Days: null, count: 0 };

const rangeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (value: string) => rangeFormat.format(new Date(`${value}T00:00:00Z`));

/** Whose figures these are, and over which days: 'All of Acme · Sep 1, 2025 – Nov 26, 2025'. */
function scopeLine(data: Analytics): string {
  const { scope, range } = data;
  const whose =
    scope.kind === 'organization'
      ? ANALYTICS_TEXTS.scopeOrganization(scope.organizationName ?? '')
      : scope.kind === 'departments'
        ? ANALYTICS_TEXTS.scopeDepartments
        : ANALYTICS_TEXTS.scopePersonal;
  return `${whose} · ${day(range.from)} – ${day(range.to)}`;
}

export interface AnalyticsScreenProps {
  /** The page's title: 'Reports & Analytics' on /reports, 'Analytics' on /org/analytics. */
  title: string;
}

/**
 * Reports and analytics (/reports and /org/analytics): the filters (kept in the URL), the cycle and lead times,
 * and every chart with its table, over what the viewer may see (the server decides: a department manager gets
 * their departments only, and only those are offered as filters); CSV and XLSX exports of the same figures.
 */
export function AnalyticsScreen({ title }: AnalyticsScreenProps) {
  const { user } = useSession();
  // The route's guard already keeps others out; this is the domain's own rule, the one the server applies.
  if (!canViewAnalyticsOf(user)) {
    return <AccessCard variant="restricted" message={ANALYTICS_MESSAGES.notAllowed} />;
  }
  return <AnalyticsFigures title={title} />;
}

function AnalyticsFigures({ title }: AnalyticsScreenProps) {
  const { showToast } = useToast();
  const [query, setQuery] = useSearchParamsState(AnalyticsScreenQuerySchema);
  const answer = useAnalytics(api, query);
  const exporter = useExportAnalytics(api);
  const data = answer.data;
  const loading = !data;
  const filters: AnalyticsFilterValues = {
    from: query.from ?? data?.range.from,
    to: query.to ?? data?.range.to,
    projectId: query.projectId,
    departmentId: query.departmentId,
    teamId: query.teamId,
  };
  // The default range shows in the date fields; it enters the URL only once someone picks a date.
  const dates = (next: AnalyticsFilterValues) => ({
    from: next.from === data?.range.from && !query.from ? undefined : next.from,
    to: next.to === data?.range.to && !query.to ? undefined : next.to,
  });
  const project = data?.options.projects.find((item) => item._id === data.burn?.projectId);
  const onExport = (format: AnalyticsExportFormat) =>
    exporter.mutate(
      { format, query },
      {
        onError: (error) =>
          showToast(failureText(error, ANALYTICS_MESSAGES.exportFailed, REFUSALS_ONLY), { variant: 'error' }),
      },
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto', width: '100%', minWidth: 0 }}>
      <PageHeader title={title} subtitle={data ? scopeLine(data) : ANALYTICS_TEXTS.loading} action={null} />
      {/* Below the title, not in the shell's header: two buttons do not fit beside it on a phone. */}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ExportButtons
          formats={EXPORT_FORMATS}
          onExport={onExport}
          busyFormat={exporter.isPending ? exporter.variables.format : null}
          disabled={loading}
        />
      </Stack>
      <AnalyticsFilters
        label={ANALYTICS_TEXTS.filters}
        value={filters}
        options={data?.options ?? NO_OPTIONS}
        disabled={loading}
        onChange={(next) =>
          setQuery({ organization: query.organization, ...next, ...dates(next) }, { replace: true })
        }
      />
      {answer.isError ? (
        <QueryState
          status="error"
          title={ANALYTICS_TEXTS.loadFailed}
          message={failureText(answer.error, ANALYTICS_TEXTS.loadFailed, REFUSALS_ONLY)}
          onRetry={() => void answer.refetch()}
        />
      ) : null}
      <FlowTimeStats
        cycleTime={data?.cycleTime ?? NO_TIME}
        leadTime={data?.leadTime ?? NO_TIME}
        loading={loading}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ThroughputChart weeks={data?.throughput ?? []} loading={loading} />
        <CreatedCompletedChart weeks={data?.createdVsCompleted ?? []} loading={loading} />
        <CumulativeFlowChart days={data?.cumulativeFlow ?? []} loading={loading} />
        <BurnChart
          points={data?.burn?.points ?? null}
          loading={loading}
          {...(project ? { projectName: project.title } : {})}
        />
        <WorkloadChart members={data?.workload ?? []} loading={loading} />
        <OverdueAgeingChart buckets={data?.overdueAgeing ?? []} loading={loading} />
      </Box>
    </Stack>
  );
}
