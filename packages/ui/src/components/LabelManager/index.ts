export { LabelManager, type LabelManagerProps } from './LabelManager';
