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
  return (await response.json()).token;
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
      consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    const consumer = consumers.get(file);
    if (!consumer) return `${file} ${name}`;
    const at = consumer.originalPositionFor({ line: line + 1, column });
    if (!at.source) return `${file} ${name}`;
    const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${source} ${at.name ?? name}`;
  };
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
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      if (email) {
        const token = await signIn(server.base, email);
        if (wanted === 'board') {
          const list = await fetch(`${server.base}/api/v1/projects?limit=1`, {
            headers: { authorization: `Bearer ${token}` },
          });
          path = `/projects/${(await list.json()).data[0]._id}?tab=tasks&view=board`;
        }
        await page.goto(`${server.base}/api/v1/health`);
        await page.evaluate((value) => window.localStorage.setItem('token', value), token);
      }
      await page.evaluateOnNewDocument(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.base}${path}`, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, 8000));
      const { profile } = await cdp.send('Profiler.stop');
      const tasks = await page.evaluate(() => window.__longTasks);
      const tbt = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      console.log(
        `\n${wanted} run ${run + 1}: ${tasks.length} long tasks, blocking ${tbt.toFixed(0)} ms (at ${CPU_RATE}x): ` +
          tasks.map((task) => `${task.start.toFixed(0)}+${task.duration.toFixed(0)}`).join(' '),
      );
      const byFile = new Map();
      const byFunction = new Map();
      const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
      const counts = new Map();
      for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const node of profile.nodes) {
        const hits = counts.get(node.id) ?? 0;
        if (hits === 0) continue;
        const { url, functionName, lineNumber, columnNumber } = node.callFrame;
        const file = url.split('/').pop() || `(${functionName || 'native'})`;
        const name = url ? mapName(file, lineNumber, columnNumber, functionName || '(anonymous)') : file;
        const source = name.split(' ')[0];
        byFile.set(source, (byFile.get(source) ?? 0) + hits * interval);
        byFunction.set(name, (byFunction.get(name) ?? 0) + hits * interval);
      }
      const top = (map, count) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
          .join('\n');
      console.log(`self time by source file:\n${top(byFile, 25)}\nby function:\n${top(byFunction, 30)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(webDist, { recursive: true, force: true });
}
