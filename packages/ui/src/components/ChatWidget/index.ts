export { ChatWidget, type ChatWidgetProps, formatChatTime } from './ChatWidget';
