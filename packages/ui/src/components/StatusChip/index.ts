export { StatusChip, type StatusChipProps } from './StatusChip';
export {
  PRIORITY_LABELS,
  PRIORITY_TONES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_TONES,
  TASK_STATUS_LABELS,
  TASK_STATUS_TONES,
  type Tone,
  toneColor,
  toneTextSx,
  toneTint,
} from './tones';
