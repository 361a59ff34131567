export * from './DescriptionCard';
export * from './DescriptionHistoryDialog';
