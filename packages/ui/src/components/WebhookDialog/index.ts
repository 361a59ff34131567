export {
  generateWebhookSecret,
  WebhookDialog,
  type WebhookDialogProps,
  type WebhookFormValues,
} from './WebhookDialog';
