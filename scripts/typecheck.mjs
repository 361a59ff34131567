// `npm run typecheck`: every TypeScript project of the repository, checked by tsc (no output files), as many at
// once as the machine has cores. One after another they took about a minute of `npm test` on two cores; each
// tsc run is single-threaded, so two at a time use both. Prints each project's errors in one piece, and exits
// non-zero when any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

const PROJECTS = [
  'packages/domain/tsconfig.json',
  'packages/sdk/tsconfig.json',
  'packages/ui/tsconfig.json',
  'packages/ui/scripts',
  'packages/ui/visual',
  'apps/server/tsconfig.json',
  'apps/server/tsconfig.sdk-tests.json',
  'apps/web/tsconfig.json',
  'e2e',
  '.storybook',
];

const tsc = join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${project} (${seconds} s)`);
      if (code !== 0) process.stdout.write(output);
      resolve(code ?? 1);
    });
  });
}

const queue = [...PROJECTS];
let failed = 0;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if ((await check(project)) !== 0) failed++;
    }
  }),
);
process.exit(failed === 0 ? 0 : 1);
