// `npm run bench`: performance goals as ratios measured side by side in one run, printed as one table.
// Exits non-zero when a ratio misses its target.
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { benchAuthMe } from './auth-me.mjs';
import { benchBundles } from './bundle-size.mjs';
import { benchHealth } from './http-health.mjs';

await buildIfNeeded();
const rows = [...benchBundles(), ...(await benchHealth()), ...(await benchAuthMe())];

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
