import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient } from './test-support';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  sendWebhookTest,
  updateWebhook,
} from './webhooks';

const api = createFakeApi();
const client = fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

const ID = 'a'.repeat(24);
const DELIVERY_ID = 'b'.repeat(24);
const at = '2026-12-07T10:00:00.000Z';
const hook = {
  id: ID,
  url: 'https://hooks.example.test/taskflow',
  events: ['task.updated'],
  organizationId: 'c'.repeat(24),
  projectId: null,
  active: true,
  secretMasked: '••••••••cret',
  consecutiveFailures: 0,
  disabledAt: null,
  createdBy: null,
  createdAt: at,
  updatedAt: at,
};
const delivery = {
  id: DELIVERY_ID,
  webhookId: ID,
  eventId: 'evt_1',
  event: 'ping',
  status: 'pending',
  responseCode: null,
  attempts: 0,
  durationMs: null,
  nextRetryAt: null,
  error: null,
  createdAt: at,
  deliveredAt: null,
};

describe('webhook calls', () => {
  it('creates, lists, changes, tests, redelivers and deletes, on the routes the server has', async () => {
    api.on('POST /webhooks', [201, { success: true, data: hook }]);
    api.on('GET /webhooks', [200, { success: true, data: [hook] }]);
    api.on(`PUT /webhooks/${ID}`, [200, { success: true, data: { ...hook, active: false } }]);
    api.on(`POST /webhooks/${ID}/test`, [202, { success: true, data: delivery }]);
    api.on(`GET /webhooks/${ID}/deliveries`, [
      200,
      { success: true, data: [delivery], pagination: { page: 2, limit: 20, total: 21, pages: 2 } },
    ]);
    api.on(`POST /webhooks/${ID}/deliveries/${DELIVERY_ID}/redeliver`, [
      202,
      { success: true, data: delivery },
    ]);
    api.on(`DELETE /webhooks/${ID}`, [200, { success: true, message: 'Webhook deleted' }]);

    await expect(
      createWebhook(client, { url: hook.url, events: ['task.updated'], secret: 'x'.repeat(16) }),
    ).resolves.toEqual(hook);
    await expect(listWebhooks(client)).resolves.toEqual([hook]);
    await expect(updateWebhook(client, ID, { active: false })).resolves.toMatchObject({ active: false });
    await expect(sendWebhookTest(client, ID)).resolves.toEqual(delivery);
    const page = await listWebhookDeliveries(client, ID, { page: 2, limit: 20 });
    expect(page.pagination.total).toBe(21);
    await expect(redeliverWebhookDelivery(client, ID, DELIVERY_ID)).resolves.toEqual(delivery);
    await expect(deleteWebhook(client, ID)).resolves.toBeUndefined();
    expect(api.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /webhooks',
      'GET /webhooks',
      `PUT /webhooks/${ID}`,
      `POST /webhooks/${ID}/test`,
      `GET /webhooks/${ID}/deliveries`,
      `POST /webhooks/${ID}/deliveries/${DELIVERY_ID}/redeliver`,
      `DELETE /webhooks/${ID}`,
    ]);
  });
});
