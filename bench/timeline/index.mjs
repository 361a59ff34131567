// Issue 40's figure: "the timeline of 2,000 tasks with 1,000 dependencies renders in at most 1 s (4x slowed CPU)".
// The Timeline widget of @app/ui on a page of its own (harness.tsx, built here with Vite in production mode, as the
// app's build is), in Debian's Chromium (playwright-core) with the CPU slowed 4x through CDP
// (Emulation.setCPUThrottlingRate). Each sample is a fresh page: from the start of the render (the critical path and
// the layout included) to the first frame after the commit was painted. The median of TIMELINE_RUNS (5) samples.
//
// TIMELINE_TASKS, TIMELINE_DEPENDENCIES, TIMELINE_ZOOM (day) and TIMELINE_CPU (4) change the case.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const TARGET_MS = 1000;
const RUNS = Number(process.env.TIMELINE_RUNS ?? 5);
const TASKS = Number(process.env.TIMELINE_TASKS ?? 2000);
const DEPENDENCIES = Number(process.env.TIMELINE_DEPENDENCIES ?? 1000);
const ZOOM = process.env.TIMELINE_ZOOM ?? 'day';
const CPU_RATE = Number(process.env.TIMELINE_CPU ?? 4);
// TIMELINE_PHASES=1 prints, for each run, the time of the domain's parts alone (critical path, layout, header).
const PHASES = Boolean(process.env.TIMELINE_PHASES);
// TIMELINE_PROFILE=1 prints where the render's processor time went (self time by function, all runs).
const PROFILE = Boolean(process.env.TIMELINE_PROFILE);

function printProfile(profiles) {
  const byFunction = new Map();
  for (const profile of profiles) {
    const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
    const counts = new Map();
    for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const node of profile.nodes) {
      const hits = counts.get(node.id) ?? 0;
      if (hits === 0) continue;
      const file = node.callFrame.url.split('/').pop() || '(native)';
      const name = `${file} ${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + hits * interval);
    }
  }
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`timeline profile, self time by function (ms, ${profiles.length} runs):`);
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
}

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(here, '../../.tmp/bench-timeline');

async function buildHarness() {
  await build({
    configFile: false,
    root: here,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['@app/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A static server of the built page on a free loopback port. */
function serve() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ base: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    }),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One render of `tasks` tasks on a fresh page; its time in ms. */
async function renderOnce(context, base, tasks, dependencies, profiles) {
  const page = await context.newPage();
  try {
    await page.goto(base);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const options = { tasks, dependencies, zoom: ZOOM };
    if (PHASES) {
      const phases = await page.evaluate((options) => window.timelineBench.phases(options), options);
      console.log(`timeline phases (${tasks} tasks): ${JSON.stringify(phases)}`);
    }
    if (profiles) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const ms = await page.evaluate((options) => window.timelineBench.render(options), options);
    if (profiles) profiles.push((await cdp.send('Profiler.stop')).profile);
    if ((await page.locator('.tl-bar').count()) === 0) throw new Error('The timeline drew no bar');
    return ms;
  } finally {
    await page.close();
  }
}

/**
 * The samples in ms, each on a fresh page: the measured case, and beside it (alternating, so both meet the same
 * load) a timeline of 20 tasks, which shows the part of the time any timeline takes (the widget's first mount, its
 * styles) apart from what the number of tasks adds.
 */
export async function timelineFigures() {
  await buildHarness();
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const samples = [];
    const small = [];
    const profiles = PROFILE ? [] : undefined;
    for (let run = 0; run < RUNS; run++) {
      samples.push(await renderOnce(context, server.base, TASKS, DEPENDENCIES, profiles));
      small.push(await renderOnce(context, server.base, 20, 10));
    }
    if (profiles) printProfile(profiles);
    return { samples, small };
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function benchTimeline() {
  const { samples, small } = await timelineFigures();
  const value = median(samples);
  const base = median(small);
  const list = (values) => values.map((ms) => ms.toFixed(0)).join(', ');
  console.log(
    `timeline: ${TASKS} tasks, ${DEPENDENCIES} dependencies, ${ZOOM} zoom, ${CPU_RATE}x CPU: median ` +
      `${value.toFixed(0)} ms of ${samples.length} renders (${list(samples)} ms); 20 tasks beside it: median ` +
      `${base.toFixed(0)} ms (${list(small)} ms); load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
  );
  return [
    {
      name: `timeline: ${TASKS} tasks and ${DEPENDENCIES} dependencies rendered, ${CPU_RATE}x slowed CPU, median (ms)`,
      measured: `${value.toFixed(0)} (20 tasks: ${base.toFixed(0)})`,
      ratio: value / TARGET_MS,
      target: '<= 1',
      ok: value <= TARGET_MS,
    },
  ];
}

// `node bench/timeline/index.mjs` alone: the figure without the other benchmarks.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [row] = await benchTimeline();
  process.exit(row.ok ? 0 : 1);
}
