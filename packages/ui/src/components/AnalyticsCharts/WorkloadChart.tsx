import { ANALYTICS_FIGURES } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount } from './format';
import { AnalyticsChartCard, type AnalyticsChartProps, plotProps } from './parts';

export interface WorkloadMember {
  userId: string;
  name: string;
  open: number;
  overdue: number;
}

export interface WorkloadChartProps extends AnalyticsChartProps {
  members: readonly WorkloadMember[];
}

const ROW_HEIGHT = 36;
const [MEMBER, OPEN, OVERDUE] = ANALYTICS_FIGURES.workload.columns;

/** Open and overdue tasks per member, as horizontal bars (one row per person), with 'View as table'. */
export function WorkloadChart({
  members,
  title = ANALYTICS_FIGURES.workload.title,
  loading = false,
  skipAnimation = false,
}: WorkloadChartProps) {
  const theme = useTheme();
  const height = Math.max(200, members.length * ROW_HEIGHT + 70);
  return (
    <AnalyticsChartCard
      title={title}
      height={height}
      loading={loading}
      empty={members.length === 0}
      columns={[{ label: MEMBER }, { label: OPEN, numeric: true }, { label: OVERDUE, numeric: true }]}
      rows={members.map((member) => [member.name, formatCount(member.open), formatCount(member.overdue)])}
    >
      {(plotHeight) => (
        <BarChart
          {...plotProps(plotHeight, skipAnimation)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: members.map((member) => member.name), width: 110 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: members.map((member) => member.open), label: OPEN, color: theme.palette.info.main },
            {
              data: members.map((member) => member.overdue),
              label: OVERDUE,
              color: theme.palette.error.main,
            },
          ]}
          borderRadius={4}
          grid={{ vertical: true }}
        />
      )}
    </AnalyticsChartCard>
  );
}
