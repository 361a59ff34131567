export { DeleteAccountCard, type DeleteAccountCardProps } from './DeleteAccountCard';
