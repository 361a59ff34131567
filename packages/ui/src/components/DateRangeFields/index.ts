export { type DateRangeEnd, DateRangeFields, type DateRangeFieldsProps } from './DateRangeFields';
