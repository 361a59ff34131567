export { OnlineNowChip, type OnlineNowChipProps } from './OnlineNowChip';
