// `npm run coverage`: every vitest project (unit, server on PGlite and, with DATABASE_URL, PostgreSQL, jsdom
// components and screens, every story and the visual catalogue in Chromium) with V8 coverage, then line and
// branch coverage per package: @app/domain, @app/sdk, @app/ui, the server and the web app. The HTML report is
// in .tmp/coverage/index.html. Not part of `npm test`: coverage slows every test down.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, run } from './lib.mjs';

const reportsDirectory = join(root, '.tmp', 'coverage');
rmSync(reportsDirectory, { recursive: true, force: true });

/** The source the figures are about: code that ships, not its tests, stories or test helpers. */
const INCLUDE = [
  'packages/domain/src/**/*.{ts,tsx}',
  'packages/sdk/src/**/*.{ts,tsx}',
  'packages/ui/src/**/*.{ts,tsx}',
  'apps/server/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
];
const EXCLUDE = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/test-support.ts',
  '**/*.d.ts',
];

const code = await run('npx', [
  'vitest',
  'run',
  '--coverage.enabled',
  '--coverage.provider=v8',
  // A test that fails under load must not cost the figures of the other three thousand.
  '--coverage.reportOnFailure',
  `--coverage.reportsDirectory=${reportsDirectory}`,
  '--coverage.reporter=json-summary',
  '--coverage.reporter=html',
  ...INCLUDE.map((pattern) => `--coverage.include=${pattern}`),
  ...EXCLUDE.map((pattern) => `--coverage.exclude=${pattern}`),
  ...process.argv.slice(2),
]);

const summaryFile = join(reportsDirectory, 'coverage-summary.json');
if (!existsSync(summaryFile)) {
  console.error('No coverage summary was written.');
  process.exit(code || 1);
}
const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
const packages = new Map();
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const name = relative(root, file).split('/').slice(0, 2).join('/');
  const entry = packages.get(name) ?? { lines: [0, 0], branches: [0, 0] };
  for (const metric of ['lines', 'branches']) {
    entry[metric][0] += figures[metric].covered;
    entry[metric][1] += figures[metric].total;
  }
  packages.set(name, entry);
}
const percent = ([covered, total]) =>
  `${total === 0 ? '100.00' : ((100 * covered) / total).toFixed(2)}% (${covered}/${total})`;
console.log('\ncoverage        lines                     branches');
for (const [name, entry] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${name.padEnd(16)}${percent(entry.lines).padEnd(26)}${percent(entry.branches)}`);
}
process.exit(code);
