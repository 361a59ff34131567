export { WebhookList, type WebhookListProps } from './WebhookList';
