import type {
  Webhook,
  WebhookCreateInput,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookUpdateInput,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the client: see schemas/webhooks.ts.
const schemas = () => import('./schemas/webhooks');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const WebhookAnswerSchema = lazySchema(schemas, 'WebhookAnswerSchema');
const WebhookDeliveryAnswerSchema = lazySchema(schemas, 'WebhookDeliveryAnswerSchema');
const WebhookDeliveryPageSchema = lazySchema(schemas, 'WebhookDeliveryPageSchema');
const WebhookListAnswerSchema = lazySchema(schemas, 'WebhookListAnswerSchema');

/** The caller's webhooks: their organization's (an admin), or their own projects' (an individual). */
export async function listWebhooks(client: ApiClient): Promise<Webhook[]> {
  return (await client.get('webhooks', WebhookListAnswerSchema)).data;
}

export async function getWebhook(client: ApiClient, id: string): Promise<Webhook> {
  return (await client.get(`webhooks/${id}`, WebhookAnswerSchema)).data;
}

/** Subscribes a URL (POST /webhooks); the answer shows the secret masked only. */
export async function createWebhook(client: ApiClient, payload: WebhookCreateInput): Promise<Webhook> {
  return (await client.post('webhooks', WebhookAnswerSchema, payload)).data;
}

/** Changes a webhook (PUT /webhooks/{id}); `active: true` enables it again and resets its failure count. */
export async function updateWebhook(
  client: ApiClient,
  id: string,
  payload: WebhookUpdateInput,
): Promise<Webhook> {
  return (await client.put(`webhooks/${id}`, WebhookAnswerSchema, payload)).data;
}

export async function deleteWebhook(client: ApiClient, id: string): Promise<void> {
  await client.delete(`webhooks/${id}`, ApiMessageSchema);
}

/** A page of a webhook's deliveries, newest first. */
export async function listWebhookDeliveries(
  client: ApiClient,
  id: string,
  query: { page?: number; limit?: number } = {},
): Promise<WebhookDeliveryPage> {
  return client.get(`webhooks/${id}/deliveries`, WebhookDeliveryPageSchema, searchParamsOrNone(query));
}

/** Sends a delivery again (the same event id), as a new delivery. */
export async function redeliverWebhookDelivery(
  client: ApiClient,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  return (await client.post(`webhooks/${id}/deliveries/${deliveryId}/redeliver`, WebhookDeliveryAnswerSchema))
    .data;
}

/** Sends a `ping` delivery. */
export async function sendWebhookTest(client: ApiClient, id: string): Promise<WebhookDelivery> {
  return (await client.post(`webhooks/${id}/test`, WebhookDeliveryAnswerSchema)).data;
}
