export { BurnChart, type BurnChartProps } from './BurnChart';
export {
  CreatedCompletedChart,
  type CreatedCompletedChartProps,
  type CreatedCompletedWeek,
} from './CreatedCompletedChart';
export {
  CumulativeFlowChart,
  type CumulativeFlowChartProps,
  type CumulativeFlowDay,
} from './CumulativeFlowChart';
export { FlowTimeStats, type FlowTimeStatsProps } from './FlowTimeStats';
export { OverdueAgeingChart, type OverdueAgeingChartProps } from './OverdueAgeingChart';
export { ThroughputChart, type ThroughputChartProps, type ThroughputWeek } from './ThroughputChart';
export { WorkloadChart, type WorkloadChartProps, type WorkloadMember } from './WorkloadChart';
