import { afterEach, expect, it, vi } from 'vitest';

// The console policy runs when its module is imported (main.tsx imports it first): each test imports it anew.
const original = { log: console.log, info: console.info, debug: console.debug, warn: console.warn };

afterEach(() => {
  Object.assign(console, original);
  vi.unstubAllEnvs();
  vi.resetModules();
});

it('silences console.log, info and debug in a production build, keeping warn and error', async () => {
  vi.stubEnv('PROD', true);
  const log = vi.spyOn(console, 'log');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await import('./consolePolicy');
  console.log('hidden');
  console.info('hidden');
  console.debug('hidden');
  console.warn('kept');
  expect(log).not.toHaveBeenCalled();
  expect(console.log).not.toBe(log);
  expect(warn).toHaveBeenCalledWith('kept');
});

it('keeps the console in a development build', async () => {
  vi.stubEnv('PROD', false);
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  await import('./consolePolicy');
  console.log('shown');
  expect(console.log).toBe(log);
  expect(log).toHaveBeenCalledWith('shown');
});
