export { PlanPicker, type PlanPickerProps } from './PlanPicker';
