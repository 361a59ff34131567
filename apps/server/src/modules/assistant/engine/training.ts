import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { winkAnalyzer } from './analyzer';
import { type IntentModelFile, trainIntentModel } from './classifier';
import { answerToPending } from './conversation';
import { CORPUS_DIR, type CorpusCase, loadSplit } from './corpus';
import { expectedIntent } from './evaluate';
import { createEngine } from './interpreter';

// Builds the intent model from corpus/train.jsonl (train.ts writes it to intent-model.json). Each row's intent
// is its expected function, or 'out_of_scope' / 'cancel'. Rows the classifier does not decide are left out:
// 'clarify' and 'refuse' rows (their words belong to some intent the engine then declines) and answers to a
// pending question ('yes', 'no': the conversation rules read those).

const require = createRequire(import.meta.url);
const LIBRARY = `wink-naive-bayes-text-classifier ${(require('wink-naive-bayes-text-classifier/package.json') as { version: string }).version}`;

export function trainingIntent(row: CorpusCase): string | null {
  if (row.expect.kind === 'clarify' || row.expect.kind === 'refuse') return null;
  if (answerToPending(row.message.toLowerCase(), row.context)) return null;
  return expectedIntent(row.expect);
}

export function buildModelFile(dir = CORPUS_DIR): IntentModelFile {
  const text = readFileSync(join(dir, 'train.jsonl'), 'utf8');
  const rows = loadSplit('train', dir);
  const engine = createEngine(winkAnalyzer(), null);
  const samples = rows.flatMap((row) => {
    const intent = trainingIntent(row);
    return intent ? [{ features: engine.features(row.message, row.context), intent }] : [];
  });
  return {
    library: LIBRARY,
    trainedOn: createHash('sha256').update(text).digest('hex'),
    rows: samples.length,
    model: trainIntentModel(samples),
  };
}
