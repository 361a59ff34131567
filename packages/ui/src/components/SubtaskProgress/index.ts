export { SubtaskProgress, type SubtaskProgressProps, subtaskProgressText } from './SubtaskProgress';
