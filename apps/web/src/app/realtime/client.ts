import { createRealtimeClient, fetchNotificationsAfter } from '@app/sdk';
import { api } from '../api';
import { sessionTokens } from '../sessionTokens';

/**
 * The app's one real-time connection (socket.io on the app's own origin). It reads the stored token at every
 * (re)connection and catches up on missed notifications through the API. Connected by {@link RealtimeSession}.
 */
export const realtimeClient = createRealtimeClient({
  getToken: () => sessionTokens.get(),
  fetchNotificationsAfter: (afterId) => fetchNotificationsAfter(api, afterId),
});
