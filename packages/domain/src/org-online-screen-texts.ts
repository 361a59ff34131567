// Texts of 'who is online' on the organization dashboard (/org/dashboard). Zod-free.

export const ORG_ONLINE_TEXTS = {
  title: 'Online now',
  list: 'Members online now',
  count: (count: number) => `${count} online`,
  you: (name: string) => `${name} (you)`,
  onlyYou: 'Only you are online',
  loading: 'Loading who is online...',
  loadFailed: 'Who is online could not be loaded.',
  fetchFailed: 'Failed to load who is online',
} as const;
