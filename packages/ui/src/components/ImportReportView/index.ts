export { ImportReportView, type ImportReportViewProps } from './ImportReportView';
