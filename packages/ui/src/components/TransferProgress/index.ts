export { TransferProgress, type TransferProgressProps } from './TransferProgress';
