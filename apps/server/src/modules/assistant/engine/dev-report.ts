import { loadIntentModel, trainIntentModel } from './classifier';
import { loadSplit, loadWorlds, type Split } from './corpus';
import { type Evaluation, evaluate } from './evaluate';
import { interpret, localEngine } from './index';
import { createEngine } from './interpreter';
import { trainingIntent } from './training';

// `npm run assistant:dev -w apps/server -- [dev|train|cv]`: the engine's figures on a tuning split with its
// misses; `cv` reads train.jsonl by five-fold cross-validation (each fifth by a model trained on the rest), the
// honest figure for rows the classifier has not seen. Never the test split: its misses are not to be seen while
// tuning (corpus/README.md).

const split = (process.argv[2] ?? 'dev') as Split | 'cv';
if (split !== 'train' && split !== 'dev' && split !== 'cv') throw new Error('only train, dev or cv');
const worlds = loadWorlds();
let result: Evaluation;
if (split === 'cv') {
  // Five folds of train.jsonl: each fold read by a model trained on the four others.
  const rows = loadSplit('train', undefined, worlds);
  const { analyzer } = localEngine();
  const base = createEngine(analyzer, null);
  const folds = [0, 1, 2, 3, 4].map((k) => {
    const samples = rows.flatMap((row, i) => {
      const intent = i % 5 === k ? null : trainingIntent(row);
      return intent ? [{ features: base.features(row.message, row.context), intent }] : [];
    });
    const model = loadIntentModel({ library: '', trainedOn: '', rows: 0, model: trainIntentModel(samples) });
    return createEngine(analyzer, model);
  });
  // Each row's context object is its own, so it tells which fold's engine reads it.
  const engineOf = new Map(rows.map((row, i) => [row.context, folds[i % 5]!]));
  result = evaluate((message, context) => engineOf.get(context)!.interpret(message, context), rows);
} else result = evaluate(interpret, loadSplit(split, undefined, worlds));
for (const miss of result.misses) {
  const a = miss.actual;
  const got =
    a.kind === 'call'
      ? `${a.functionName} ${JSON.stringify(a.arguments)}`
      : a.kind === 'choose'
        ? `choose ${JSON.stringify(a.options.map((o) => [o.functionName, o.arguments]))}`
        : `${a.kind} ${'question' in a ? a.question : ''}`;
  console.log(
    `${miss.where} ${JSON.stringify(miss.message)}\n   want ${JSON.stringify(miss.expected)}\n   got  ${got}`,
  );
}
console.log(
  `${split}: rows ${result.total}, whole ${(result.accuracy * 100).toFixed(1)} %, intent ${(result.intentAccuracy * 100).toFixed(1)} %, slots ${(result.slotAccuracy * 100).toFixed(1)} % (${result.slotsRight}/${result.slots}), oos recall ${(result.outOfScopeRecall * 100).toFixed(1)} %, out-of-rights ${result.outOfRights.length}, unconfirmed ${result.unconfirmedDestructive.length}`,
);
