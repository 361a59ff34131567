import { loadSplit, loadWorlds, SPLITS } from './corpus';

// `npm run corpus:check -w apps/server`: reads every split (a bad row stops it, naming file and line) and prints
// how many rows each has, by expected function or kind and by tag. It never prints a row.

const worlds = loadWorlds();
for (const split of SPLITS) {
  const cases = loadSplit(split, undefined, worlds);
  const byIntent = new Map<string, number>();
  const byTag = new Map<string, number>();
  for (const c of cases) {
    const intent =
      c.expect.kind === 'call' || c.expect.kind === 'choose' ? c.expect.functionName : c.expect.kind;
    byIntent.set(intent, (byIntent.get(intent) ?? 0) + 1);
    for (const tag of c.tags) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
  }
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  console.log(`${split}: ${cases.length} rows`);
  console.log(`  by intent: ${list(byIntent)}`);
  console.log(`  by tag: ${list(byTag)}`);
}
console.log(`worlds: ${[...worlds.keys()].join(', ')}`);
