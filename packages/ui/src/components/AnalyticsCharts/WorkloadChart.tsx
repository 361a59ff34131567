import { ANALYTICS_FIGURES, ANALYTICS_TEXTS } from '@app/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard } from '../ChartCard';
import { formatCount } from './format';

export interface WorkloadMember {
  userId: string;
  name: string;
  open: number;
  overdue: number;
}

export interface WorkloadChartProps {
  members: readonly WorkloadMember[];
  title?: string;
  loading?: boolean;
  skipAnimation?: boolean;
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
    <ChartCard
      title={title}
      height={height}
      loading={loading}
      empty={members.length === 0}
      emptyText={ANALYTICS_TEXTS.noData}
      tableToggleLabel={ANALYTICS_TEXTS.viewAsTable}
      columns={[{ label: MEMBER }, { label: OPEN, numeric: true }, { label: OVERDUE, numeric: true }]}
      rows={members.map((member) => [member.name, formatCount(member.open), formatCount(member.overdue)])}
    >
      {(plotHeight) => (
        <BarChart
          height={plotHeight}
          layout="horizontal"
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
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
    </ChartCard>
  );
}
