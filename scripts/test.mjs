// `npm test`: the whole pipeline, stopping at the first failing step: lint + format, import boundaries, every
// vitest project (unit, integration on PGlite and, with DATABASE_URL, PostgreSQL, components, and every Storybook
// story in Chromium), the production builds, the Storybook build, and the e2e suite in Chromium against
// `npm start`. The typecheck (`tsc -b`, single-threaded) runs beside those steps from the start, its output held
// back and printed in one piece once it ends; the run fails when it fails, at the end of the step during which it
// did, and waits for it after the vitest step.
// It ends with each step's time (the typecheck's own, beside the others) and one plain line
// 'tests: N passed, N failed' counting vitest and Playwright tests together.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { chromiumPath, root, run } from './lib.mjs';

const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (!existsSync(chromiumPath)) {
  console.error(
    `npm test needs Chromium for the Storybook and end-to-end tests, and found none at ${chromiumPath}.\n` +
      "Install Debian's package with:  apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary).",
  );
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

const started = Date.now();
const timings = [];
let passed = 0;
let failed = 0;

function countVitest() {
  const file = join(reports, 'vitest.json');
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function countPlaywright() {
  const file = join(reports, 'playwright.json');
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}

/** A step that runs beside the sequential ones: its output is kept and printed when it is collected. */
function besideSteps(name, command, args) {
  const begin = Date.now();
  let output = '';
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const job = { name, child, begin, code: undefined, collected: false };
  job.done = new Promise((resolvePromise) => {
    const end = (code) => {
      if (job.code !== undefined) return;
      job.code = code;
      job.seconds = ((Date.now() - begin) / 1000).toFixed(1);
      job.output = output;
      resolvePromise(code);
    };
    // 'close', not 'exit': all of its output has arrived by then.
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', () => end(127));
  });
  return job;
}

/** Prints a side job's output and adds its time to the summary; fails the run when it failed. */
async function collect(job) {
  if (job.collected) return;
  if (job.code === undefined) console.log(`\n(waiting for ${job.name}, started beside the steps above)`);
  const code = await job.done;
  job.collected = true;
  console.log(`\n=== ${job.name} (beside the other steps) ===`);
  process.stdout.write(job.output);
  timings.push([
    `${job.name} (beside the other steps)`,
    job.seconds,
    code === 0 ? 'ok' : `FAILED (exit ${code})`,
  ]);
  if (code !== 0) finish(code);
}

const sideJobs = [];

async function step(name, fn) {
  const begin = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await fn();
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  timings.push([name, seconds, code === 0 ? 'ok' : `FAILED (exit ${code})`]);
  if (code !== 0) finish(code);
  // A side job that has already failed stops the run now rather than after the remaining steps.
  for (const job of sideJobs) if (job.code !== undefined && job.code !== 0) await collect(job);
}

function finish(code) {
  for (const job of sideJobs) {
    if (job.collected) continue;
    const seconds = job.seconds ?? ((Date.now() - job.begin) / 1000).toFixed(1);
    if (job.code === undefined) job.child.kill('SIGTERM');
    const result = job.code === undefined ? 'stopped' : job.code === 0 ? 'ok' : `FAILED (exit ${job.code})`;
    timings.push([`${job.name} (beside the other steps)`, seconds, result]);
  }
  countVitest();
  countPlaywright();
  console.log('\n=== summary ===');
  for (const [name, seconds, result] of timings)
    console.log(`${name.padEnd(56)} ${String(seconds).padStart(7)} s  ${result}`);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0 && failed === 0) failed = 1;
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

const typecheck = besideSteps('typecheck (tsc -b)', process.execPath, [
  join(root, 'scripts', 'typecheck.mjs'),
  '--force',
]);
sideJobs.push(typecheck);
await step('lint and format (biome)', () => run('npx', ['biome', 'ci', '--colors=off', '.']));
await step('import boundaries (dependency-cruiser)', () => run('npm', ['run', 'boundaries', '--silent']));
await step('unit, integration, component and story tests (vitest)', () =>
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ]),
);
await collect(typecheck);
await step('production build', async () => {
  await buildIfNeeded({ force: true });
  return 0;
});
await step('storybook build', () => run('npm', ['run', 'build-storybook', '--silent']));
await step('end-to-end (Playwright, Chromium)', () =>
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  }),
);
finish(0);
