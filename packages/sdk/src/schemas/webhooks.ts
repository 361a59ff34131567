// The answer schemas of webhooks.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
export {
  ApiMessageSchema,
  WebhookAnswerSchema,
  WebhookDeliveryAnswerSchema,
  WebhookDeliveryPageSchema,
  WebhookListAnswerSchema,
} from '@app/domain';
