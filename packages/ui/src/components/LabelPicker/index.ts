export { LabelPicker, type LabelPickerProps, labelLimitText } from './LabelPicker';
