export { SecurityReportList, type SecurityReportListProps } from './SecurityReportList';
