export { WebhookDeliveryLog, type WebhookDeliveryLogProps } from './WebhookDeliveryLog';
