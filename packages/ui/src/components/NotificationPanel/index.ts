export { NotificationPanel, type NotificationPanelProps } from './NotificationPanel';
