// A probe of the main thread while a page loads (not part of `npm run bench`): the built app on a server of its
// own, Debian's Chromium with the CPU slowed 4x (as Lighthouse's mobile preset simulates), the page opened with a
// stored session when it is a signed-in one; prints the page's long tasks (over 50 ms, with the blocking time they
// add) and a CPU profile's self time by file and function, sourcemapped when the build has its maps.
// PROBE_PAGES=/dashboard,/org/dashboard,board,/auth/login  PROBE_RUNS=1  PROBE_WEB_DIST=dir (another build)
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { root } from '../scripts/lib.mjs';
import { startProduct } from './lib.mjs';

const CPU_RATE = Number(process.env.PROBE_CPU ?? 4);
const pagesWanted = (process.env.PROBE_PAGES ?? '/dashboard').split(',');
const ACCOUNTS = {
  '/dashboard': 'alex@example.com',
  '/org/dashboard': 'olivia@acme.example',
  board: 'alex@example.com',
};

async function signIn(base, email) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const cookies = response.headers.getSetCookie();
  return { token: (await response.json()).token, cookies };
}

async function sourceMapper(webDist) {
  let SourceMapConsumer;
  try {
    ({ SourceMapConsumer } = await import('source-map-js'));
  } catch {
    return (file, line, column, name) => `${file} ${name}:${line}:${column}`;
  }
  const consumers = new Map();
  return (file, line, column, name) => {
    if (!consumers.has(file)) {
      const map = join(webDist, 'assets', `${file}.map`);
      consumers.set(
        file,
        existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
      );
    }
    const consumer = consumers.get(file);
    if (!consumer) return `${file} ${name}`;
    const at = consumer.originalPositionFor({ line: line + 1, column });
    if (!at.source) return `${file} ${name}`;
    const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${source} ${at.name ?? name}`;
  };
}

/** The renderer's main thread: its long tasks, what each spent its time on, and the samples' functions. */
function report(wanted, run, trace, mapName, base) {
  // The page's renderer: the one that parsed the app's HTML (not the browser's new-tab page).
  const main = trace.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(base),
  );
  const onMain = trace.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigation = onMain.find((event) => event.name === 'ParseHTML')?.ts ?? 0;
  const tasks = onMain
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur > 50_000 * 1)
    .sort((a, b) => a.ts - b.ts);
  // The CPU profile's samples, on the trace's clock.
  const nodes = new Map();
  const samples = [];
  for (const event of trace.filter((e) => e.pid === main.pid && e.name === 'ProfileChunk')) {
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts =
      samples.length > 0
        ? samples[samples.length - 1].ts
        : (trace.find((e) => e.pid === main.pid && e.name === 'Profile')?.args.data.startTime ?? 0);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id: ids[i] });
    }
  }
  const nameOf = (id) => {
    const node = nodes.get(id);
    if (!node) return '?';
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (!url) return `(${functionName || 'native'})`;
    return mapName(url.split('/').pop(), lineNumber, columnNumber, functionName || '(anonymous)');
  };
  let blocking = 0;
  console.log(`\n${wanted} run ${run + 1}: long tasks (ms from ParseHTML, at ${CPU_RATE}x)`);
  for (const task of tasks) {
    blocking += Math.max(0, task.dur / 1000 - 50);
    const inside = onMain.filter(
      (event) =>
        event.ph === 'X' &&
        event.ts >= task.ts &&
        event.ts + event.dur <= task.ts + task.dur &&
        event !== task,
    );
    const kinds = new Map();
    for (const event of inside) {
      if (
        process.env.PROBE_KINDS === 'all' ||
        [
          'Layout',
          'UpdateLayoutTree',
          'ParseHTML',
          'EvaluateScript',
          'v8.compile',
          'v8.compileModule',
          'v8.evaluateModule',
          'Paint',
          'PrePaint',
          'ParseAuthorStyleSheet',
          'FunctionCall',
          'GCEvent',
          'MinorGC',
          'MajorGC',
        ].includes(event.name)
      )
        kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur / 1000);
    }
    const functions = new Map();
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
    const step = within.length > 1 ? task.dur / 1000 / within.length : 0;
    for (const sample of within) {
      const name = nameOf(sample.id);
      functions.set(name, (functions.get(name) ?? 0) + step);
    }
    const top = [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROBE_TOP ?? 8));
    const files = new Map();
    for (const [name, ms] of functions) {
      const file = name.split(' ')[0].replace(/^(@?[^/]+(\/[^/]+)?).*$/, '$1');
      files.set(file, (files.get(file) ?? 0) + ms);
    }
    const topFiles = [...files].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  ${((task.ts - navigation) / 1000).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(0).padStart(4)} ms  ` +
        [...kinds]
          .filter(([, ms]) => ms >= 5)
          .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
          .join(', '),
    );
    console.log(`      files: ${topFiles.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(', ')}`);
    for (const [name, ms] of top) console.log(`      ${ms.toFixed(0).padStart(5)} ms  ${name}`);
  }
  console.log(`  blocking time (sum of each long task over 50 ms): ${blocking.toFixed(0)} ms`);
}

const webDist = mkdtempSync(join(tmpdir(), 'app-probe-web-'));
const sourceDist = process.env.PROBE_WEB_DIST || join(root, 'apps/web/dist');
cpSync(sourceDist, webDist, { recursive: true });
const server = await startProduct({ WEB_DIST: webDist });
const mapName = await sourceMapper(sourceDist);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--window-size=412,823'],
});
try {
  for (const wanted of pagesWanted) {
    for (let run = 0; run < Number(process.env.PROBE_RUNS ?? 1); run++) {
      const email = ACCOUNTS[wanted];
      let path = wanted;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      if (email) {
        const { token, cookies } = await signIn(server.base, email);
        if (wanted === 'board') {
          const list = await fetch(`${server.base}/api/v1/projects?limit=1`, {
            headers: {
              authorization: `Bearer ${token}`,
              cookie: cookies.map((header) => header.split(';')[0]).join('; '),
            },
          });
          path = `/projects/${(await list.json()).data[0]._id}?tab=tasks&view=board`;
        }
        await page.goto(`${server.base}/api/v1/health`);
        await page.evaluate((value) => window.localStorage.setItem('token', value), token);
        for (const header of cookies) {
          const [pair] = header.split(';');
          const at = pair.indexOf('=');
          await page.setCookie({
            name: pair.slice(0, at).trim(),
            value: pair.slice(at + 1).trim(),
            url: server.base,
            httpOnly: /;\s*httponly/i.test(header),
          });
        }
      }
      if (process.env.PROBE_ANIMATIONS) {
        page.on('console', (message) =>
          console.log(`console ${message.type()}: ${message.text().slice(0, 300)}`),
        );
        page.on('response', (response) => {
          if (response.status() >= 300 || response.url().includes('/api/'))
            console.log(`answer ${response.status()} ${response.url()}`);
        });
        page.on('requestfailed', (request) =>
          console.log(`failed ${request.url()} ${request.failure()?.errorText}`),
        );
      }
      if (process.env.PROBE_ANIMATIONS) {
        // The layout shifts of the load, with the elements that moved.
        await page.evaluateOnNewDocument(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              window.__shifts.push(
                `${entry.startTime.toFixed(0)} ms ${entry.value.toFixed(4)}: ` +
                  entry.sources
                    .map(
                      (source) =>
                        `${source.node?.outerHTML?.slice(0, 140) ?? source.node?.nodeName} ` +
                        `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
                    )
                    .join(' | '),
              );
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await page.goto(`${server.base}${path}`, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.PROBE_WAIT_MS ?? 8000)));
      // PROBE_ANIMATIONS=1: the animations still running at the end (a non-composited one repaints every frame).
      if (process.env.PROBE_ANIMATIONS) {
        const running = await page.evaluate(() =>
          document.getAnimations().map((animation) => {
            const target = animation.effect?.target;
            const hidden = target && target.getClientRects().length === 0;
            return `${animation.animationName ?? animation.constructor.name} ${animation.playState}${hidden ? ' (not rendered)' : ''}: ${target?.outerHTML.slice(0, 160)} in ${target?.parentElement?.outerHTML.slice(0, 120)}`;
          }),
        );
        console.log(`animations running on ${wanted}:\n  ${running.join('\n  ')}`);
        const text = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600));
        console.log(`text: ${text}`);
        console.log(`layout shifts:\n  ${(await page.evaluate(() => window.__shifts)).join('\n  ')}`);
      }
      const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
      report(wanted, run, trace, mapName, server.base);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(webDist, { recursive: true, force: true });
}
