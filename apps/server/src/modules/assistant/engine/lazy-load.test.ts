import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { fixtureContext } from './fixture-context';
import { interpret, localEngineLoaded } from './index';

// Issue 43: the engine's language model (wink-nlp's English model) is loaded by the first message, not by the
// server's start. This file runs in a module graph of its own, so nothing has built the engine before it.

const require = createRequire(import.meta.url);
const modelPath = require.resolve('wink-eng-lite-web-model');
const chronoPath = require.resolve('chrono-node');

it('loads the language model and the date reader on the first message, not when the engine module is imported', () => {
  expect(localEngineLoaded()).toBe(false);
  expect(require.cache[modelPath]).toBeUndefined();
  expect(require.cache[chronoPath]).toBeUndefined();

  const answer = interpret('what is due this week', fixtureContext());

  expect(answer.kind).toBe('call');
  expect(localEngineLoaded()).toBe(true);
  expect(require.cache[modelPath]).toBeDefined();
  expect(require.cache[chronoPath]).toBeDefined();
});
