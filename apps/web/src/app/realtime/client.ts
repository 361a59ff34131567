import { api } from '../api';

/**
 * The app's one real-time connection: the SDK client's (socket.io on the app's own origin). It reads the stored
 * token at every (re)connection and catches up on missed notifications through the API. Connected by
 * {@link RealtimeSession}.
 */
export const realtimeClient = api.realtime;
