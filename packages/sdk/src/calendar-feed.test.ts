import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getCalendarFeed,
  rotateCalendarFeed,
  turnOffCalendarFeed,
  turnOnCalendarFeed,
} from './calendar-feed';
import { createFakeApi, fakeClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('calendar feed calls', () => {
  it('reads the status, turns on, rotates and turns off', async () => {
    const url = 'https://tasks.example.test/ical/abc.ics';
    api.on('GET /calendar-feed', [200, { success: true, data: { enabled: false, createdAt: null } }]);
    api.on('POST /calendar-feed', [201, { success: true, data: { url } }]);
    api.on('POST /calendar-feed/rotate', [200, { success: true, data: { url: `${url}2` } }]);
    api.on('DELETE /calendar-feed', [200, { success: true, message: 'Calendar feed turned off' }]);

    await expect(getCalendarFeed(client)).resolves.toEqual({ enabled: false, createdAt: null });
    await expect(turnOnCalendarFeed(client)).resolves.toEqual({ url });
    await expect(rotateCalendarFeed(client)).resolves.toEqual({ url: `${url}2` });
    await expect(turnOffCalendarFeed(client)).resolves.toBeUndefined();
    expect(api.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /calendar-feed',
      'POST /calendar-feed',
      'POST /calendar-feed/rotate',
      'DELETE /calendar-feed',
    ]);
  });
});
