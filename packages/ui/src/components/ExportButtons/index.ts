export { ExportButtons, type ExportButtonsProps, type ExportFormat } from './ExportButtons';
