import type { UserSession } from '@app/domain';

export const SESSION_NOW = new Date('2026-11-26T10:00:00Z');

export const sessionFixtures: UserSession[] = [
  {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    device: 'Chrome on Windows',
    ip: '203.0.113.7',
    method: 'password',
    createdAt: '2026-11-20T08:00:00Z',
    lastSeenAt: '2026-11-26T09:59:30Z',
    current: true,
  },
  {
    _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    device: 'Safari on iPhone',
    ip: '198.51.100.23',
    method: 'google',
    createdAt: '2026-11-24T18:00:00Z',
    lastSeenAt: '2026-11-26T07:00:00Z',
    current: false,
  },
  {
    _id: 'cccccccccccccccccccccccc',
    device: 'Firefox on Linux',
    ip: null,
    method: 'password',
    createdAt: '2026-11-10T12:00:00Z',
    lastSeenAt: '2026-11-21T12:00:00Z',
    current: false,
  },
];
