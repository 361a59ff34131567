export { InvoiceList, type InvoiceListProps } from './InvoiceList';
