import { WEBHOOK_MESSAGES, type Webhook } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  type Caller,
  expectData,
  newProject,
  registerOrganization,
  signUp,
  UNKNOWN_ID,
} from '../projects/test-support';
import { webhooks } from './webhooks.schema';

// The rules of the webhook routes, on an app without WEBHOOKS_ALLOW_PRIVATE (as in production): Olivia is Acme's
// admin, Jordan an Acme member; Eve has an account of her own and a project; Grace is Globex's admin. The URLs are
// public IP literals (no DNS); no change is made in their scope, so nothing is ever sent.
let t: TestApp;
let olivia: Caller;
let jordan: Caller;
let eve: Caller;
let grace: Caller;
let eveProject: { _id: string };
let acmeProject: { _id: string };
let acmeHook: Webhook;
let eveHook: Webhook;

const PUBLIC_URL = 'https://93.184.215.14/hooks/taskflow';
const SECRET = 'a-secret-of-sixteen-plus';

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'false' } });
  olivia = (await registerOrganization(t.app, 'acme-hooks.test', 'Olivia Smith')).admin;
  grace = (await registerOrganization(t.app, 'globex-hooks.test', 'Grace Globex')).admin;
  jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-hooks.test');
  eve = await signUp(t.app, 'Eve Stone');
  eveProject = await newProject(eve, { title: 'Eve’s garden' });
  acmeProject = await newProject(olivia, { title: 'Portal' });
  acmeHook = await expectData<Webhook>(
    olivia.request('POST', '/webhooks', { url: PUBLIC_URL, events: ['task.updated'], secret: SECRET }),
    201,
  );
  eveHook = await expectData<Webhook>(
    eve.request('POST', '/webhooks', {
      url: PUBLIC_URL,
      events: ['task.created', 'task.created', 'project.updated'],
      secret: SECRET,
      projectId: eveProject._id,
    }),
    201,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('creating a webhook', () => {
  it('answers the webhook with its scope and a masked secret, never the secret', async () => {
    expect(acmeHook).toMatchObject({
      url: PUBLIC_URL,
      events: ['task.updated'],
      active: true,
      projectId: null,
    });
    expect(acmeHook.organizationId).toBeTruthy();
    expect(acmeHook.secretMasked).toMatch(/plus$/);
    expect(JSON.stringify(acmeHook)).not.toContain(SECRET);
    expect(eveHook).toMatchObject({
      organizationId: null,
      projectId: eveProject._id,
      events: ['task.created', 'project.updated'],
    });
    const [stored] = await t.database.db.select({ secret: webhooks.secret }).from(webhooks).limit(1);
    expect(stored?.secret).toBe(SECRET);
  });

  it.each([
    ['http://127.0.0.1:8080/hook'],
    ['http://10.1.2.3/hook'],
    ['http://169.254.169.254/latest/meta-data'],
    ['http://100.64.0.1/hook'],
    ['http://[::1]/hook'],
    ['http://[::ffff:127.0.0.1]/hook'],
    ['http://[fd00::1]/hook'],
    ['http://[fe80::1]/hook'],
    ['http://224.0.0.1/hook'],
    ['http://localhost:3000/hook'],
  ])('refuses the internal address %s (400)', async (url) => {
    const response = await olivia.request('POST', '/webhooks', {
      url,
      events: ['task.updated'],
      secret: SECRET,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('refuses an internal address on a change too', async () => {
    const response = await olivia.request('PUT', `/webhooks/${acmeHook.id}`, {
      url: 'http://192.168.1.10/x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it.each([
    [{ url: 'ftp://93.184.215.14/x', events: ['task.updated'], secret: SECRET }, WEBHOOK_MESSAGES.urlInvalid],
    [
      { url: 'https://u:p@93.184.215.14/x', events: ['task.updated'], secret: SECRET },
      WEBHOOK_MESSAGES.urlCredentials,
    ],
    [{ url: PUBLIC_URL, events: ['task.updated'], secret: 'short' }, WEBHOOK_MESSAGES.secretLength],
    [{ url: PUBLIC_URL, events: [], secret: SECRET }, WEBHOOK_MESSAGES.eventsRequired],
    [{ url: PUBLIC_URL, events: ['task.exploded'], secret: SECRET }, undefined],
  ])('refuses bad input with a clear 400 (%#)', async (payload, message) => {
    const response = await olivia.request('POST', '/webhooks', payload);
    expect(response.statusCode, response.body).toBe(400);
    if (message) expect(response.body).toContain(message);
  });
});

describe('the permission matrix', () => {
  it('refuses an organization member who is not an admin (403), on every route', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/webhooks'],
      ['POST', '/webhooks', { url: PUBLIC_URL, events: ['task.updated'], secret: SECRET }],
      ['GET', `/webhooks/${acmeHook.id}`],
      ['PUT', `/webhooks/${acmeHook.id}`, { active: false }],
      ['DELETE', `/webhooks/${acmeHook.id}`],
      ['GET', `/webhooks/${acmeHook.id}/deliveries`],
      ['POST', `/webhooks/${acmeHook.id}/deliveries/${UNKNOWN_ID}/redeliver`],
      ['POST', `/webhooks/${acmeHook.id}/test`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await jordan.request(method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 404 for another organization's or person's webhook, on every route", async () => {
    for (const [caller, hook] of [
      [grace, acmeHook],
      [eve, acmeHook],
      [olivia, eveHook],
    ] as const) {
      const calls: [string, string, unknown?][] = [
        ['GET', `/webhooks/${hook.id}`],
        ['PUT', `/webhooks/${hook.id}`, { active: false }],
        ['DELETE', `/webhooks/${hook.id}`],
        ['GET', `/webhooks/${hook.id}/deliveries`],
        ['POST', `/webhooks/${hook.id}/deliveries/${UNKNOWN_ID}/redeliver`],
        ['POST', `/webhooks/${hook.id}/test`],
      ];
      for (const [method, url, payload] of calls) {
        const response = await caller.request(method as 'GET', url, payload);
        expect(response.statusCode, `${caller.name} ${method} ${url}`).toBe(404);
      }
    }
  });

  it('refuses the signed-out (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks' });
    expect(response.statusCode).toBe(401);
  });

  it("lets an individual subscribe only to a project they own, and lists each owner's own", async () => {
    const none = await eve.request('POST', '/webhooks', {
      url: PUBLIC_URL,
      events: ['task.updated'],
      secret: SECRET,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(WEBHOOK_MESSAGES.projectRequired);
    const foreign = await eve.request('POST', '/webhooks', {
      url: PUBLIC_URL,
      events: ['task.updated'],
      secret: SECRET,
      projectId: acmeProject._id,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(WEBHOOK_MESSAGES.projectNotOwned);

    const scoped = await olivia.request('POST', '/webhooks', {
      url: PUBLIC_URL,
      events: ['task.updated'],
      secret: SECRET,
      projectId: acmeProject._id,
    });
    expect(scoped.statusCode).toBe(400);
    expect(scoped.json().error).toBe(WEBHOOK_MESSAGES.projectInOrganization);

    const eves = await expectData<Webhook[]>(eve.request('GET', '/webhooks'));
    expect(eves.map((hook) => hook.id)).toEqual([eveHook.id]);
    const acmes = await expectData<Webhook[]>(olivia.request('GET', '/webhooks'));
    expect(acmes.map((hook) => hook.id)).toEqual([acmeHook.id]);
    expect(await expectData<Webhook[]>(grace.request('GET', '/webhooks'))).toEqual([]);
  });

  it('lets the owner change and delete their webhook; enabling it again resets its failure count', async () => {
    await t.database.db
      .update(webhooks)
      .set({ active: false, consecutiveFailures: 15, disabledAt: new Date() });
    const enabled = await expectData<Webhook>(
      eve.request('PUT', `/webhooks/${eveHook.id}`, { active: true, events: ['task.deleted'] }),
    );
    expect(enabled).toMatchObject({
      active: true,
      consecutiveFailures: 0,
      disabledAt: null,
      events: ['task.deleted'],
    });
    const deleted = await eve.request('DELETE', `/webhooks/${eveHook.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await eve.request('GET', `/webhooks/${eveHook.id}`)).statusCode).toBe(404);
  });
});
