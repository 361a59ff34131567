export { LabelChip, LabelChips, type LabelChipsProps } from './LabelChips';
