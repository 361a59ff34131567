import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mockNetwork, server, takeHandlerErrors, watchRequests } from './network';

// The web project's network (testing/network.ts): msw answers with the handlers a test gives mockNetwork, each
// test starts with none, and a request no handler answers is refused ('error': never sent to a real server).
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  watchRequests();
});

beforeEach(() => {
  // A request an earlier test left running after it ended is no fault of this one.
  takeHandlerErrors();
});

afterEach(() => {
  mockNetwork();
  const errors = takeHandlerErrors();
  if (errors.length > 0) throw new Error(`A network handler of this test threw:\n${errors.join('\n')}`);
});

afterAll(() => {
  // The files of a worker share this server (isolate: false): the next file listens and watches anew.
  server.events.removeAllListeners();
  server.close();
});
