import { expect, it } from 'vitest';
import { collectStartGarbage } from './settle-heap';

it('collects the garbage of the old generation at once', () => {
  // About 40 MB that survives a few scavenges (so reaches the old generation), then is dropped.
  let kept: number[][] | undefined = Array.from({ length: 400 }, () =>
    Array.from({ length: 12_500 }, (_, i) => i),
  );
  for (let round = 0; round < 4; round++) Array.from({ length: 200_000 }, () => ({ round }));
  const held = process.memoryUsage().heapUsed;
  expect(kept.length).toBe(400);
  kept = undefined;

  collectStartGarbage();

  // Only a major collection frees old-generation garbage; scavenges alone leave it counted.
  expect(held - process.memoryUsage().heapUsed).toBeGreaterThan(30 * 1024 * 1024);
});
