export { CsvMappingForm, type CsvMappingFormProps } from './CsvMappingForm';
