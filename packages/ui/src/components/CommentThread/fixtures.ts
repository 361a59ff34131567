import type { Comment } from '@app/domain';

/** The moment the fixture times are relative to. */
export const NOW = new Date(2025, 5, 10, 12, 0, 0);

const ADA = { _id: 'a0000000000000000000000a', name: 'Ada Lovelace', email: 'ada@example.com' };
const GRACE = { _id: 'b0000000000000000000000b', name: 'Grace Hopper', email: 'grace@example.com' };

/** Three comments, deliberately not in date order. */
export const COMMENTS: Comment[] = [
  {
    _id: 'c00000000000000000000002',
    taskId: 'd0000000000000000000000d',
    text: 'Looks good.\nShipping it tomorrow.',
    author: GRACE,
    createdAt: new Date(NOW.getTime() - 2 * 60 * 60 * 1000).toISOString(),
  },
  {
    _id: 'c00000000000000000000001',
    taskId: 'd0000000000000000000000d',
    text: 'First draft is up <b>for review</b>.',
    author: ADA,
    createdAt: new Date(NOW.getTime() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  },
  {
    _id: 'c00000000000000000000003',
    taskId: 'd0000000000000000000000d',
    text: 'Thanks!',
    author: ADA,
    createdAt: new Date(NOW.getTime() - 5 * 60 * 1000).toISOString(),
  },
];
