import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModelFile } from './training';

// `npm run assistant:train -w apps/server`: retrains the intent classifier from corpus/train.jsonl and writes
// intent-model.json (the same rows always give the same file; engine.test.ts checks it is up to date).

const file = buildModelFile();
writeFileSync(join(import.meta.dirname, 'intent-model.json'), `${JSON.stringify(file, null, 2)}\n`);
console.log(
  `intent-model.json: ${file.rows} rows, ${file.library}, train.jsonl sha256 ${file.trainedOn.slice(0, 12)}`,
);
