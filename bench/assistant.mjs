// The assistant's local engine (issue 19), in-process: its reply time over the labelled set (p95, target
// <= 50 ms), its accuracy on that set (target >= 95 %) and the calls outside the user's rights (target 0).
// The engine is bundled from source with esbuild the way apps/server/build.mjs bundles the server (workspace
// packages inside, npm packages external), into apps/server/dist so that node_modules resolve.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from '../scripts/lib.mjs';

const ROUNDS = 5;

async function loadEngine() {
  const engineDir = join(root, 'apps/server/src/modules/assistant/engine');
  const outfile = join(root, 'apps/server/dist/bench-assistant-engine.js');
  mkdirSync(join(root, 'apps/server/dist'), { recursive: true });
  await build({
    stdin: {
      contents: "export { evaluate } from './evaluate';\nexport { interpret } from './index';\n",
      resolveDir: engineDir,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    conditions: ['@app/source'],
    plugins: [
      {
        name: 'externalize-npm-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return import(pathToFileURL(outfile).href);
}

function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

export async function benchAssistant() {
  const started = performance.now();
  const { evaluate, interpret } = await loadEngine();
  const loadMs = performance.now() - started;
  // The first round warms the caches (as a running server's first requests do); the next ones are measured.
  let result = evaluate(interpret);
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    result = evaluate(interpret);
    times.push(...result.timesMs);
  }
  const replyP95 = p95(times);
  for (const miss of result.misses) console.log(`assistant miss: ${JSON.stringify(miss.message)}`);
  return [
    {
      name: `assistant engine reply time p95 over ${result.total} labelled requests (ms; load ${loadMs.toFixed(0)} ms)`,
      measured: replyP95.toFixed(2),
      ratio: replyP95 / 50,
      target: '<= 50 ms',
      ok: replyP95 <= 50,
    },
    {
      name: 'assistant engine accuracy on the labelled set (%)',
      measured: `${(result.accuracy * 100).toFixed(1)} (${result.right}/${result.total})`,
      ratio: result.accuracy,
      target: '>= 95 %',
      ok: result.accuracy >= 0.95,
    },
    {
      name: "assistant engine calls outside the user's rights",
      measured: String(result.outOfRights.length),
      ratio: result.outOfRights.length,
      target: '0',
      ok: result.outOfRights.length === 0,
    },
  ];
}
