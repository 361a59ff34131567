import { afterEach, describe, expect, it } from 'vitest';
import { mockNetwork } from '../testing/network';
import { fetchWithEarlyAnswers } from './earlyAnswers';

const ME_URL = `${window.location.origin}/api/v1/auth/me`;

function earlyMe(token: string, body: unknown) {
  const me = Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  window.__earlyAnswers = { token, me };
  return me;
}

describe('the answer the start script asked for', () => {
  afterEach(() => {
    window.__earlyAnswers = undefined;
  });

  it('is the answer to the first request for the user with the same token, and only to that one', async () => {
    const network = mockNetwork({ 'GET /api/v1/auth/me': () => Response.json({ from: 'network' }) });
    const me = earlyMe('token-a', { from: 'start script' });

    const first = fetchWithEarlyAnswers(
      new Request(ME_URL, { headers: { Authorization: 'Bearer token-a' } }),
    );
    expect(first).toBe(me);
    expect(await (await first).json()).toEqual({ from: 'start script' });
    expect(network).toEqual([]);

    await fetchWithEarlyAnswers(new Request(ME_URL, { headers: { Authorization: 'Bearer token-a' } }));
    expect(network).toHaveLength(1);
  });

  it('is not used for another token, another path or another method', async () => {
    const network = mockNetwork({
      'GET /api/v1/projects': () => Response.json({}),
      'POST /api/v1/auth/me': () => Response.json({}),
      'GET /api/v1/auth/me': () => Response.json({}),
    });

    earlyMe('token-a', {});
    await fetchWithEarlyAnswers(`${window.location.origin}/api/v1/projects`, {
      headers: { Authorization: 'Bearer token-a' },
    });
    expect(window.__earlyAnswers).toBeDefined();
    await fetchWithEarlyAnswers(ME_URL, { method: 'POST', headers: { Authorization: 'Bearer token-a' } });
    expect(window.__earlyAnswers).toBeDefined();
    await fetchWithEarlyAnswers(ME_URL, { headers: { Authorization: 'Bearer token-b' } });
    // Signed in anew since: the start script's answer is for someone else and is dropped.
    expect(window.__earlyAnswers).toBeUndefined();
    expect(network).toHaveLength(3);
  });
});
