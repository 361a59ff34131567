export { RefreshButton, type RefreshButtonProps, type RefreshButtonTexts } from './RefreshButton';
