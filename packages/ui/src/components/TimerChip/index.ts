export { type RunningTimer, TimerChip, type TimerChipProps } from './TimerChip';
