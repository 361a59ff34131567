// `npm test`: the whole pipeline, in three phases, stopping at the first failing step.
//
// 1. Checks and builds, side by side: the typecheck (`tsc -b`), lint + format and import boundaries, the
//    production build (web app and server, fast compression: BUILD_COMPRESSION=fast), and the packed packages
//    with the consumer app installed and built from them (scripts/pack-packages.mjs). None of them is a test
//    step, and together they keep both cores busy; the tests start once all have passed.
// 2. Every vitest project (unit, server on PGlite and, with DATABASE_URL, the engine-dependent files again on
//    PostgreSQL, jsdom components and screens, every story in Chromium with the visual catalogue).
// 3. The e2e suite in Chromium against that production build, which it does not build again.
//
// It ends with each step's time, the 15 slowest test files (vitest and Playwright, whole time per file), and one
// plain line 'tests: N passed, N failed' counting vitest and Playwright tests together. docs/testing.md says
// which level proves what.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromiumPath, root } from './lib.mjs';

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

// The build, and every server the e2e suite starts from it, use the fast compression levels.
process.env.BUILD_COMPRESSION = 'fast';

const started = Date.now();
const timings = [];
const running = new Set();
let passed = 0;
let failed = 0;
let flaky = 0;

/**
 * Runs a command as a named step. A step started alone prints as it goes; steps started side by side keep their
 * output and print it in one piece when they end, so that their lines do not interleave.
 */
function step(name, command, args, { env = {}, quiet = false } = {}) {
  const begin = Date.now();
  if (!quiet) console.log(`\n=== ${name} ===`);
  let output = '';
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (quiet) {
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
  }
  running.add(child);
  return new Promise((resolve) => {
    let ended = false;
    const end = (code) => {
      if (ended) return;
      ended = true;
      running.delete(child);
      const seconds = ((Date.now() - begin) / 1000).toFixed(1);
      if (quiet) {
        console.log(`\n=== ${name} (${seconds} s) ===`);
        process.stdout.write(output);
      }
      timings.push([name, seconds, code === 0 ? 'ok' : `FAILED (exit ${code})`]);
      if (code !== 0) finish(code);
      resolve(code);
    };
    // 'close', not 'exit': all of its output has arrived by then.
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', () => end(127));
  });
}

/** Steps side by side: resolves once all have passed; the first failure ends the run at once. */
async function sideBySide(name, steps) {
  const begin = Date.now();
  console.log(`\n=== ${name}: ${steps.map(([stepName]) => stepName).join(', ')}, side by side ===`);
  await Promise.all(steps.map(([stepName, run]) => run(stepName)));
  timings.push([`${name} (all of the above)`, ((Date.now() - begin) / 1000).toFixed(1), 'ok']);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function count() {
  const vitest = readJson(join(reports, 'vitest.json'));
  passed += vitest?.numPassedTests ?? 0;
  failed += vitest?.numFailedTests ?? 0;
  const vitestFlaky = readJson(join(reports, 'vitest-flaky.json')) ?? [];
  flaky += vitestFlaky.length;
  const stats = readJson(join(reports, 'playwright.json'))?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  flaky += stats?.flaky ?? 0;
  // CI's log may be cut before a failure's own report: the failed tests are named again at the end.
  const failures = (readJson(join(reports, 'vitest-failed.json')) ?? []).map(
    ({ project, file, test, error }) => `${project} ${file} > ${test}: ${error}`,
  );
  if (failures.length > 0) {
    console.log('\n=== failed vitest tests ===');
    for (const line of failures) console.log(`  ${line}`);
  }
  if (flaky > 0) {
    console.log('\n=== flaky: passed only on their retry (a bug to fix, docs/testing.md) ===');
    for (const { project, file, test } of vitestFlaky)
      console.log(`  ${project.padEnd(22)} ${file} > ${test}`);
    if (stats?.flaky) console.log(`  e2e: ${stats.flaky} (named in Playwright's output above)`);
  }
}

/** Playwright's time per spec file: its tests' durations, retries and hooks included. */
function playwrightFileTimes() {
  const report = readJson(join(reports, 'playwright.json'));
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const file = relative(root, join(root, 'e2e', spec.file));
          totals.set(file, (totals.get(file) ?? 0) + (result.duration ?? 0) / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...totals].map(([file, seconds]) => ({ file, project: 'e2e', seconds }));
}

function printSlowest() {
  const rows = [...(readJson(join(reports, 'vitest-files.json')) ?? []), ...playwrightFileTimes()]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15);
  if (rows.length === 0) return;
  console.log('\n=== the 15 slowest test files (whole time per file; they run two at a time) ===');
  for (const { file, project, seconds } of rows) {
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${project.padEnd(22)} ${file}`);
  }
}

function finish(code) {
  for (const child of running) child.kill('SIGTERM');
  count();
  printSlowest();
  console.log('\n=== summary ===');
  for (const [name, seconds, result] of timings) {
    console.log(`${name.padEnd(56)} ${String(seconds).padStart(7)} s  ${result}`);
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0 && failed === 0) failed = 1;
  console.log(`tests: ${passed} passed, ${failed} failed`);
  if (flaky > 0) console.log(`flaky: ${flaky} passed only on their retry (listed above)`);
  process.exit(code);
}

await sideBySide('checks and builds', [
  [
    'typecheck (tsc -b)',
    (name) =>
      step(name, process.execPath, [join(root, 'scripts', 'typecheck.mjs'), '--force'], { quiet: true }),
  ],
  [
    'lint and format (biome), then import boundaries (dependency-cruiser)',
    async () => {
      const lint = await step('lint and format (biome)', 'npx', ['biome', 'ci', '--colors=off', '.'], {
        quiet: true,
      });
      if (lint !== 0) return lint;
      return step('import boundaries (dependency-cruiser)', 'npm', ['run', 'boundaries', '--silent'], {
        quiet: true,
      });
    },
  ],
  [
    'production build (web app and server)',
    (name) =>
      step(name, process.execPath, [join(root, 'scripts', 'build-if-needed.mjs'), '--force'], {
        quiet: true,
      }),
  ],
  [
    'packages: pack, install and build the consumer app',
    (name) => step(name, process.execPath, [join(root, 'scripts', 'pack-packages.mjs')], { quiet: true }),
  ],
]);

await step(
  'unit, integration, component and story tests (vitest)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
    `--reporter=${join(root, 'scripts', 'vitest-file-times.ts')}`,
  ],
  { env: { VITEST_FILE_TIMES: join(reports, 'vitest-files.json') } },
);

await step(
  'end-to-end (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  },
);
finish(0);
