// The assistant's local engine, in-process, on the labelled corpus
// (apps/server/src/modules/assistant/corpus): per split, intent accuracy, slot accuracy, whole-row accuracy,
// out-of-scope recall, the calls outside the user's rights and the deletes without confirmation (both must be
// 0), and the reply time p95 (target <= 50 ms). The test split is held out: only its figures are printed
// (per-intent precision and recall, the confusion matrix), never its rows; the dev split's misses are printed for
// tuning. The engine is bundled from source with esbuild the way apps/server/build.mjs bundles the server
// (workspace packages inside, npm packages external), into apps/server/dist so that node_modules resolve.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from '../scripts/lib.mjs';

const ROUNDS = 5;

/**
 * Bundles `contents` (TypeScript re-exports read from `resolveDir`) from source the way apps/server/build.mjs
 * bundles the server (workspace packages inside, npm packages external) into apps/server/dist/`name`, so that
 * node_modules resolve, and imports it. The model bench loads its modules the same way.
 */
export async function bundleFromSource(name, contents, resolveDir) {
  const outfile = join(root, 'apps/server/dist', name);
  mkdirSync(join(root, 'apps/server/dist'), { recursive: true });
  await build({
    stdin: { contents, resolveDir, loader: 'ts' },
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
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

function loadEngine() {
  return bundleFromSource(
    'bench-assistant-engine.js',
    "export { evaluate } from './evaluate';\nexport { interpret } from './index';\nexport { loadSplit, loadWorlds } from './corpus';\n",
    join(root, 'apps/server/src/modules/assistant/engine'),
  );
}

function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

const pct = (x) => (x * 100).toFixed(1);

// A large context as the server may send (it caps tasks at 500): names made from word lists, so they share words
// the way real ones do ('Review supplier contract', 'Update supplier invoices'), each list a fresh array per
// request, as each request builds its own context.
const VERBS =
  'Review Update Draft Prepare Send Fix Design Test Plan Write Check Order Book Clean Migrate Audit Publish Archive Schedule Translate'.split(
    ' ',
  );
const OBJECTS =
  'supplier contract|invoice batch|press kit|newsletter|onboarding flow|pricing table|support macros|release notes|photo shoot|event venue|budget sheet|style tokens|search index|login page|payment form|API docs|brand deck|survey results|hiring plan|office move|print proofs|video script|sales report|partner list|asset library'.split(
    '|',
  );
const ADJECTIVES =
  'Northern Coastal Urban Summer Winter Digital Global Green Open Rapid Silver Golden Quiet Bright Modern Classic Local Mobile Smart Unified'.split(
    ' ',
  );
const NOUNS = 'Gallery Portal Relaunch Campaign Festival Roadmap Platform Showroom Catalogue Rollout'.split(
  ' ',
);
const FIRST =
  'Ava Ben Chloe Diego Elena Felix Grace Hugo Iris Jonas Kira Liam Maya Noah Olga Pablo Quinn Rosa Theo Uma'.split(
    ' ',
  );
const LAST = 'Abbott Bauer Costa Dubois Evans Fischer Garcia Hansen Ito Jensen'.split(' ');

export function padded(context, salt = 0) {
  // The salt in the ids makes each request's lists new to the engine: nothing indexed before is reused.
  const hex = (kind, n) => `${kind}${salt.toString(16).padStart(5, '0')}${n.toString(16).padStart(18, '0')}`;
  const projects = [...context.projects];
  for (let n = 0; projects.length < 200; n++)
    projects.push({
      id: hex('d', n),
      title: `${ADJECTIVES[n % 20]} ${NOUNS[Math.floor(n / 20) % 10]}`,
      status: 'active',
    });
  const tasks = [...context.tasks];
  for (let n = 0; tasks.length < 500; n++)
    tasks.push({
      id: hex('e', n),
      title: `${VERBS[n % 20]} ${OBJECTS[Math.floor(n / 20) % 25]}`,
      projectId: projects[n % projects.length].id,
      status: 'todo',
    });
  const people = [...context.people];
  for (let n = 0; people.length < 200; n++)
    people.push({
      id: hex('9', n),
      name: `${FIRST[n % 20]} ${LAST[Math.floor(n / 20) % 10]}`,
      email: `p${n}@example.com`,
    });
  return { ...context, projects, tasks, people };
}

function describe(actual) {
  if (actual.kind === 'call') return `${actual.functionName} ${JSON.stringify(actual.arguments)}`;
  if (actual.kind === 'choose')
    return `choose ${actual.options.map((o) => `${o.functionName} ${JSON.stringify(o.arguments)}`).join(' | ')}`;
  return actual.kind;
}

/** The figures of one reading of a split (`label` names it); never its rows. The model bench prints the same. */
export function printFigures(label, result) {
  console.log(
    `${label}: ${result.total} rows; intent ${pct(result.intentAccuracy)} %, slots ${pct(result.slotAccuracy)} % (${result.slotsRight}/${result.slots}), whole rows ${pct(result.accuracy)} %, out-of-scope recall ${pct(result.outOfScopeRecall)} %, outside rights ${result.outOfRights.length}, deletes without confirmation ${result.unconfirmedDestructive.length}`,
  );
  console.log(
    `  slots by kind: ${Object.entries(result.perSlot)
      .sort(([, a], [, b]) => b.slots - a.slots)
      .map(([kind, s]) => `${kind} ${pct(s.accuracy)} % (${s.right}/${s.slots})`)
      .join(', ')}`,
  );
  const intents = Object.keys(result.perIntent);
  console.log(`  ${'intent'.padEnd(17)} ${'n'.padStart(4)} ${'prec'.padStart(6)} ${'recall'.padStart(6)}`);
  for (const intent of intents) {
    const s = result.perIntent[intent];
    console.log(
      `  ${intent.padEnd(17)} ${String(s.support).padStart(4)} ${pct(s.precision).padStart(6)} ${pct(s.recall).padStart(6)}`,
    );
  }
  const short = (name) =>
    name
      .replace('list_', 'l_')
      .replace('project_', 'p_')
      .replace('update_', 'u_')
      .replace('create_', 'c_')
      .replace('delete_', 'd_')
      .slice(0, 10);
  console.log(`  confusion (rows: expected, columns: answered)`);
  console.log(`  ${''.padEnd(17)} ${intents.map((i) => short(i).padStart(11)).join('')}`);
  for (const want of intents) {
    const row = result.confusion[want];
    if (!row) continue;
    console.log(
      `  ${want.padEnd(17)} ${intents.map((got) => String(row[got] ?? '.').padStart(11)).join('')}`,
    );
  }
}

export async function benchAssistant() {
  const started = performance.now();
  const { evaluate, interpret, loadSplit, loadWorlds } = await loadEngine();
  const loadMs = performance.now() - started;
  const corpus = join(root, 'apps/server/src/modules/assistant/corpus');
  const worlds = loadWorlds(corpus);
  const splits = Object.fromEntries(
    ['train', 'dev', 'test'].map((split) => [split, loadSplit(split, corpus, worlds)]),
  );
  // The first round warms the caches (as a running server's first requests do); the next ones are measured.
  for (const cases of Object.values(splits)) evaluate(interpret, cases);
  const times = [];
  const results = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [split, cases] of Object.entries(splits)) {
      results[split] = evaluate(interpret, cases);
      times.push(...results[split].timesMs);
    }
  }
  const replyP95 = p95(times);
  // The dev requests again, each on its own context padded to 500 tasks, 200 projects and 200 people whose ids
  // are new to the engine: the cold case (a first message), every name index built during the reply.
  const largeTimes = [];
  for (let round = 0; round < 3; round++)
    for (const [i, row] of splits.dev.entries()) {
      const context = padded(row.context, round * splits.dev.length + i);
      const t0 = performance.now();
      interpret(row.message, context);
      largeTimes.push(performance.now() - t0);
    }
  const largeP95 = p95(largeTimes);
  for (const miss of results.dev.misses)
    console.log(
      `assistant dev miss ${miss.where}: ${JSON.stringify(miss.message)}\n  expected ${JSON.stringify(miss.expected)}\n  got      ${describe(miss.actual)}`,
    );
  for (const split of ['train', 'dev', 'test']) printFigures(`assistant ${split}`, results[split]);
  const test = results.test;
  const all = Object.values(results);
  const outOfRights = all.reduce((n, r) => n + r.outOfRights.length, 0);
  const unconfirmed = all.reduce((n, r) => n + r.unconfirmedDestructive.length, 0);
  const rows = [
    {
      name: `assistant engine reply time p95 over ${times.length / ROUNDS} corpus requests (ms; load ${loadMs.toFixed(0)} ms)`,
      measured: replyP95.toFixed(2),
      ratio: replyP95 / 50,
      target: '<= 50 ms',
      ok: replyP95 <= 50,
    },
    {
      name: `assistant engine reply time p95, large context, nothing cached (ms; ${largeTimes.length} dev requests, 500 tasks, 200 projects, 200 people)`,
      measured: largeP95.toFixed(2),
      ratio: largeP95 / 50,
      target: '<= 50 ms',
      ok: largeP95 <= 50,
    },
  ];
  if (test.total > 0) {
    rows.push(
      {
        name: `assistant engine intent accuracy, test split (%, ${test.total} rows)`,
        measured: pct(test.intentAccuracy),
        ratio: test.intentAccuracy,
        target: '>= 95 %',
        ok: test.intentAccuracy >= 0.95,
      },
      {
        name: 'assistant engine slot accuracy, test split (%)',
        measured: `${pct(test.slotAccuracy)} (${test.slotsRight}/${test.slots})`,
        ratio: test.slotAccuracy,
        target: '>= 92 %',
        ok: test.slotAccuracy >= 0.92,
      },
      {
        name: 'assistant engine out-of-scope recall, test split (%)',
        measured: pct(test.outOfScopeRecall),
        ratio: test.outOfScopeRecall,
        target: '>= 90 %',
        ok: test.outOfScopeRecall >= 0.9,
      },
    );
  }
  rows.push(
    {
      name: "assistant engine calls outside the user's rights (all splits)",
      measured: String(outOfRights),
      ratio: outOfRights,
      target: '0',
      ok: outOfRights === 0,
    },
    {
      name: 'assistant engine deletes without confirmation (all splits)',
      measured: String(unconfirmed),
      ratio: unconfirmed,
      target: '0',
      ok: unconfirmed === 0,
    },
  );
  return rows;
}
