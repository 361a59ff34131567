// `npm run bench`: performance goals as ratios measured side by side in one run, printed as one table.
// Exits non-zero when a ratio misses its target.
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { benchAnalytics } from './analytics.mjs';
import { benchAssistant } from './assistant.mjs';
import { benchAuthMe } from './auth-me.mjs';
import { benchBundles } from './bundle-size.mjs';
import { benchHealth } from './http-health.mjs';
import { benchInteractions } from './interactions/index.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchMemory } from './memory.mjs';
import { benchPalette } from './palette/index.mjs';
import { benchSearch } from './search.mjs';
import { benchSocketFanout } from './socket-fanout.mjs';
import { benchTaskFields } from './task-fields.mjs';
import { benchTaskWrites } from './task-writes.mjs';
import { benchTasksList } from './tasks-list.mjs';
import { benchTimeline } from './timeline/index.mjs';

// `npm run bench -- tasks auth` runs only the named benchmarks.
const only = process.argv.slice(2);
// Benchmarks that build their own page and need neither the web app's build nor the server's.
const SELF_BUILT = new Set(['timeline']);
if (only.length === 0 || only.some((name) => !SELF_BUILT.has(name))) await buildIfNeeded();
const benches = {
  bundles: benchBundles,
  health: benchHealth,
  auth: benchAuthMe,
  tasks: benchTasksList,
  writes: benchTaskWrites,
  fields: benchTaskFields,
  search: benchSearch,
  sockets: benchSocketFanout,
  memory: benchMemory,
  assistant: benchAssistant,
  '--model': async () =>
    only.includes('--model') ? (await import('./assistant-model.mjs')).benchAssistantModel() : [],
  analytics: benchAnalytics,
  lighthouse: benchLighthouse,
  palette: benchPalette,
  timeline: benchTimeline,
  interactions: benchInteractions,
};
const unknown = only.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const rows = [];
for (const [name, bench] of Object.entries(benches)) {
  if (only.length === 0 || only.includes(name)) rows.push(...(await bench()));
}

const header = ['benchmark', 'measured', 'ratio', 'target', ''];
const table = rows.map((row) => [
  row.name,
  row.measured,
  row.ratio.toFixed(2),
  row.target,
  row.ok ? 'ok' : 'MISSED',
]);
const widths = header.map((_, i) => Math.max(header[i].length, ...table.map((line) => line[i].length)));
const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const cells of table) console.log(line(cells));
process.exit(rows.every((row) => row.ok) ? 0 : 1);
