export {
  type TimeReportExportFormat,
  TimeReportTable,
  type TimeReportTableProps,
  type TimeReportTableRow,
} from './TimeReportTable';
