export { StatusChip, type StatusChipProps } from './StatusChip';
export {
  PRIORITY_TONES,
  PROJECT_STATUS_TONES,
  TASK_STATUS_TONES,
  type Tone,
  toneColor,
  toneTextSx,
  toneTint,
} from './tones';
