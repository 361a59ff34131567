import { createClient, type RealtimeStatus } from '@app/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The SDK README's Node example, run as it is.
import { createTaskAndHearIt } from '../../../../packages/sdk/src/examples/node';
import { TEST_PASSWORD, uniqueEmail } from '../test/auth';
import { registerAndVerify } from '../test/email-verification';
import { createTestApp, type TestApp } from '../test/helpers';
import { listen } from './test-support';

// createClient from Node against the real server: the sign-in, the session cookie kept by the client's own jar,
// an API call through a namespace, and the task's live event over the client's socket.

let t: TestApp;
let baseUrl: string;
let email: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = `${await listen(t)}/api/v1`;
  email = uniqueEmail('node');
  await registerAndVerify(t.app, { name: 'Node Service', email, password: TEST_PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

describe('createClient in Node against the server', () => {
  it("runs the README's Node example: signs in, creates a task and hears it live", async () => {
    const event = await createTaskAndHearIt(baseUrl, { email, password: TEST_PASSWORD }, 'From the example');
    expect(event.task.title).toBe('From the example');
    expect(event.projectId).toBeNull();
    expect(event.updatedBy?.userName).toBe('Node Service');
  });

  it('needs the session cookie for the socket: without the jar the handshake is refused', async () => {
    const client = createClient({ baseUrl, cookieJar: false });
    await client.auth.login({ email, password: TEST_PASSWORD });
    const settled = new Promise<RealtimeStatus>((resolve) => {
      const stop = client.realtime.onStatus((status) => {
        if (status !== 'connected' && status !== 'failed') return;
        stop();
        resolve(status);
      });
    });
    client.realtime.connect();
    try {
      expect(await settled).toBe('failed');
    } finally {
      client.realtime.disconnect();
    }
  });
});
