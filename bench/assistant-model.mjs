// The assistant's optional language model on the labelled corpus (apps/server/src/modules/assistant/corpus):
// the test and dev splits read by the configured model (ASSISTANT_LLM_URL, ASSISTANT_LLM_MODEL, ASSISTANT_LLM_KEY,
// ASSISTANT_LLM_TIMEOUT_MS, as the server reads them) and scored with the engine's evaluate.ts, printing the
// engine bench's figures. Two readings per split: the server's path (the local engine first; its call, choice or
// cancel at 0.85 or more stands, else the model's answer, else the local one when the model fails) and the model
// alone (a failure, or an answer of several tool calls, counts as wrong: each row expects one outcome). No row is
// ever printed: the test split is held out (corpus/README.md).
//
// `npm run bench -- assistant --model` (the engine's bench too), `npm run bench -- --model`, or
// `node bench/assistant-model.mjs`. Without a configured model it says so and reports nothing (exit 0).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/lib.mjs';
import { bundleFromSource, printFigures } from './assistant.mjs';

const ASSISTANT_DIR = join(root, 'apps/server/src/modules/assistant');
const CORPUS_DIR = join(ASSISTANT_DIR, 'corpus');
const SPLITS = ['test', 'dev'];
/** As the server's LOCAL_CONFIDENT (assistant.service.ts): a local answer this sure is not sent to the model. */
const LOCAL_CONFIDENT = 0.85;

/** The corpus loader, the engine, evaluate.ts and the model client, bundled from source. */
function loadModules() {
  return bundleFromSource(
    'bench-assistant-model.js',
    [
      "export { loadSplit, loadWorlds } from './engine/corpus';",
      "export { evaluate } from './engine/evaluate';",
      "export { interpret } from './engine/index';",
      "export { askModel } from './llm/provider';",
      "export { assistantLlmSettings } from '../../config';",
    ].join('\n'),
    ASSISTANT_DIR,
  );
}

function p95(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

const pct = (share) => (share * 100).toFixed(1);

function isConfident(local) {
  return local.kind !== 'clarify' && local.kind !== 'out_of_scope' && local.confidence >= LOCAL_CONFIDENT;
}

// What stands for a model that failed, or answered several calls, in the model-alone reading: a choice between
// nothing, which no row's label accepts and which calls nothing.
const NO_ANSWER = { kind: 'choose', question: '', options: [], confidence: 0 };

/**
 * Each row read twice: by the model alone, and by the server's path. Returns the two readings (row context ->
 * interpretation), the model's reply times and how often it failed or answered several calls.
 */
async function readSplit(modules, settings, cases) {
  const alone = new Map();
  const served = new Map();
  const times = [];
  let failures = 0;
  let several = 0;
  for (const row of cases) {
    const local = modules.interpret(row.message, row.context);
    const started = performance.now();
    const answer = await modules.askModel(settings, row.message, row.context);
    times.push(performance.now() - started);
    let fromModel = NO_ANSWER;
    if ('failure' in answer) failures += 1;
    else if (answer.interpretations.length > 1) several += 1;
    else fromModel = answer.interpretations[0];
    alone.set(row.context, fromModel);
    served.set(row.context, isConfident(local) || 'failure' in answer ? local : fromModel);
  }
  return { alone, served, times, failures, several };
}

/** One reading (row context -> interpretation) scored with evaluate.ts, as the engine bench scores the engine. */
function score(modules, cases, reading) {
  return modules.evaluate((_message, context) => reading.get(context), cases);
}

/** `corpusDir`: another corpus of the same format (the default is the assistant's own). */
export async function benchAssistantModel({ corpusDir = CORPUS_DIR } = {}) {
  const modules = await loadModules();
  const settings = modules.assistantLlmSettings(process.env);
  if (!settings) {
    console.log(
      'assistant model bench: no language model configured (set ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL); nothing measured',
    );
    return [];
  }
  const worlds = modules.loadWorlds(corpusDir);
  const rows = [];
  for (const split of SPLITS) {
    const cases = modules.loadSplit(split, corpusDir, worlds);
    const reading = await readSplit(modules, settings, cases);
    const served = score(modules, cases, reading.served);
    const alone = score(modules, cases, reading.alone);
    const label = `assistant model ${settings.model}, ${split} split`;
    printFigures(`${label}, the server's path (local engine first)`, served);
    printFigures(
      `${label}, the model alone (${reading.failures} failed, ${reading.several} answered several calls: counted wrong)`,
      alone,
    );
    const outside = (result) => result.outOfRights.length;
    const unconfirmed = served.unconfirmedDestructive.length;
    const replyP95 = p95(reading.times);
    rows.push(
      {
        name: `${label}: whole rows right on the server's path (%)`,
        measured: cases.length ? `${pct(served.accuracy)} (${served.right}/${served.total})` : 'no rows',
        ratio: served.accuracy,
        target: '>= 95 %',
        ok: served.accuracy >= 0.95,
      },
      {
        name: `${label}: whole rows right, the model alone (%)`,
        measured: cases.length ? `${pct(alone.accuracy)} (${alone.right}/${alone.total})` : 'no rows',
        ratio: alone.accuracy,
        target: 'for comparison',
        ok: true,
      },
      {
        name: `${label}: calls outside the user's rights, server's path`,
        measured: String(outside(served)),
        ratio: outside(served),
        target: '0',
        ok: outside(served) === 0,
      },
      {
        name: `${label}: deletes without confirmation, server's path`,
        measured: String(unconfirmed),
        ratio: unconfirmed,
        target: '0',
        ok: unconfirmed === 0,
      },
      {
        name: `${label}: model reply time p95 (ms; timeout ${settings.timeoutMs} ms)`,
        measured: replyP95.toFixed(0),
        ratio: replyP95 / settings.timeoutMs,
        target: `<= ${settings.timeoutMs} ms`,
        ok: replyP95 <= settings.timeoutMs,
      },
    );
  }
  return rows;
}

// Run on its own: the same table as bench/run.mjs prints.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchAssistantModel();
  for (const row of rows) {
    console.log(`${row.name}  ${row.measured}  ${row.target}  ${row.ok ? 'ok' : 'MISSED'}`);
  }
  process.exit(rows.every((row) => row.ok) ? 0 : 1);
}
