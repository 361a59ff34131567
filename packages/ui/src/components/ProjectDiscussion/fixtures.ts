import type { DiscussionMessage, OnlineUser } from '@app/domain';

/** The moment the fixture times are relative to. */
export const NOW = new Date(2025, 5, 10, 12, 0, 0);

const PROJECT_ID = 'f0000000000000000000000f';

export const ADA: OnlineUser = { userId: 'a0000000000000000000000a', userName: 'Ada Lovelace' };
export const GRACE: OnlineUser = { userId: 'b0000000000000000000000b', userName: 'Grace Hopper' };
export const SAM: OnlineUser = { userId: 'c0000000000000000000000c', userName: 'Sam Carter' };
export const LEE: OnlineUser = { userId: 'd0000000000000000000000d', userName: 'Lee Chen' };
export const KIM: OnlineUser = { userId: 'e0000000000000000000000e', userName: 'Kim Park' };
export const ALAN: OnlineUser = { userId: '10000000000000000000000a', userName: 'Alan Turing' };
export const MARIE: OnlineUser = { userId: '20000000000000000000000b', userName: 'Marie Curie' };

/** The signed-in user of the fixtures. */
export const CURRENT_USER_ID = ADA.userId;

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60 * 1000).toISOString();

function message(id: number, author: OnlineUser, text: string, minutes: number): DiscussionMessage {
  return {
    id: `m${String(id).padStart(23, '0')}`,
    discussionId: PROJECT_ID,
    projectId: PROJECT_ID,
    text,
    author,
    timestamp: minutesAgo(minutes),
  };
}

/** A conversation, oldest first, with the current user's own messages among the others'. */
export const MESSAGES: DiscussionMessage[] = [
  message(1, GRACE, 'Morning! The staging build with the new checkout is up.', 3 * 60),
  message(2, ADA, 'Thanks, I will go through the payment step after lunch.', 2 * 60),
  message(
    3,
    SAM,
    'Two things I noticed:\n- the coupon field accepts spaces\n- the receipt email still shows the old logo',
    25,
  ),
  message(4, ADA, 'Good catch. Logs are at https://staging.example.com/logs/checkout/2025-06-10/receipts', 4),
  message(5, GRACE, 'I will fix the coupon field <b>today</b>.', 1),
];

/** Everyone who has the project open, the current user included. */
export const ONLINE_USERS: OnlineUser[] = [ADA, GRACE, SAM];

/** More people online than the avatar group shows. */
export const MANY_ONLINE_USERS: OnlineUser[] = [ADA, GRACE, SAM, LEE, KIM, ALAN, MARIE];
