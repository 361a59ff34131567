import { ANALYTICS_FIGURES, ANALYTICS_TEXTS, type DurationSummary } from '@app/domain';
import AvTimerRoundedIcon from '@mui/icons-material/AvTimerRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import { StatCardGrid } from '../StatCardGrid';

export interface FlowTimeStatsProps {
  /** From a task first going in progress to done. */
  cycleTime: DurationSummary;
  /** From a task's creation to done. */
  leadTime: DurationSummary;
  loading?: boolean;
}

/** Cycle time and lead time, each as the median and the 85th percentile in days: four figures. */
export function FlowTimeStats({ cycleTime, leadTime, loading = false }: FlowTimeStatsProps) {
  const cycle = ANALYTICS_FIGURES.cycleTime.title;
  const lead = ANALYTICS_FIGURES.leadTime.title;
  return (
    <StatCardGrid
      label={`${cycle} and ${lead.toLowerCase()}`}
      loading={loading}
      items={[
        {
          label: `${ANALYTICS_TEXTS.median} ${cycle.toLowerCase()}`,
          value: ANALYTICS_TEXTS.days(cycleTime.medianDays),
          icon: <AvTimerRoundedIcon />,
          color: 'info',
        },
        {
          label: `${ANALYTICS_TEXTS.p85} ${cycle.toLowerCase()}`,
          value: ANALYTICS_TEXTS.days(cycleTime.p85Days),
          icon: <AvTimerRoundedIcon />,
          color: 'info',
        },
        {
          label: `${ANALYTICS_TEXTS.median} ${lead.toLowerCase()}`,
          value: ANALYTICS_TEXTS.days(leadTime.medianDays),
          icon: <HourglassBottomRoundedIcon />,
          color: 'secondary',
        },
        {
          label: `${ANALYTICS_TEXTS.p85} ${lead.toLowerCase()}`,
          value: ANALYTICS_TEXTS.days(leadTime.p85Days),
          icon: <HourglassBottomRoundedIcon />,
          color: 'secondary',
        },
      ]}
    />
  );
}
