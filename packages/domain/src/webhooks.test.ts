import { describe, expect, it } from 'vitest';
import {
  canManageWebhook,
  canUseWebhooks,
  maskWebhookSecret,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WebhookCreatePayloadSchema,
  webhookChanges,
} from './webhooks';

const admin = { id: 'a', organizationId: 'org1', isOrgAdmin: true };
const member = { id: 'm', organizationId: 'org1', isOrgAdmin: false };
const otherAdmin = { id: 'o', organizationId: 'org2', isOrgAdmin: true };
const individual = { id: 'i', organizationId: null, isOrgAdmin: false };

describe('webhook permissions', () => {
  it('lets organization admins and individuals have webhooks, not organization members', () => {
    expect([admin, member, otherAdmin, individual].map(canUseWebhooks)).toEqual([true, false, true, true]);
  });

  it("gives an organization's webhooks to its admins, a project's to its owner without an organization", () => {
    const orgHook = { organizationId: 'org1', projectId: null, projectOwnerId: null };
    const projectHook = { organizationId: null, projectOwnerId: 'i' };
    expect([admin, member, otherAdmin, individual].map((actor) => canManageWebhook(actor, orgHook))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(
      [admin, member, otherAdmin, individual].map((actor) => canManageWebhook(actor, projectHook)),
    ).toEqual([false, false, false, true]);
    expect(canManageWebhook({ ...individual, id: 'x' }, projectHook)).toBe(false);
  });
});

describe('webhook rules', () => {
  it('names fifteen events, entity.action', () => {
    expect(WEBHOOK_EVENTS).toHaveLength(15);
    expect(WEBHOOK_EVENTS).toContain('time_entry.deleted');
  });

  it('retries within seconds first, then for about a day', () => {
    expect(WEBHOOK_RETRY_DELAYS_SECONDS.slice(0, 2).every((delay) => delay <= 30)).toBe(true);
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(20 * 3600);
    expect(total).toBeLessThan(26 * 3600);
  });

  it('masks a secret to its last four characters', () => {
    expect(maskWebhookSecret('0123456789abcdefWXYZ')).toMatch(/^•+WXYZ$/);
  });

  it('de-duplicates the events of a payload', () => {
    const parsed = WebhookCreatePayloadSchema.parse({
      url: 'https://example.com/hook',
      events: ['task.created', 'task.created'],
      secret: 'x'.repeat(16),
    });
    expect(parsed.events).toEqual(['task.created']);
  });

  it('lists the changed fields only, before and after', () => {
    expect(
      webhookChanges(
        { title: 'A', priority: 'low', labels: ['x'], updatedAt: '1' },
        { title: 'B', priority: 'low', labels: ['x', 'y'], updatedAt: '2' },
        ['updatedAt'],
      ),
    ).toEqual({ title: { before: 'A', after: 'B' }, labels: { before: ['x'], after: ['x', 'y'] } });
  });
});
