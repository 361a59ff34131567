// `npm run typecheck`: every TypeScript project of the repository, checked by tsc (no output files), as many at
// once as the machine has cores. One after another they took about a minute of `npm test` on two cores; each
// tsc run is single-threaded, so two at a time use both. Prints each project's errors in one piece, and exits
// non-zero when any project fails.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

// The projects are the ones each workspace's own `typecheck` script names (`tsc -p <project>`), so
// `npm run typecheck -w <workspace>` and this script never disagree; then the two outside any workspace.
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// The workspace patterns are folders of packages ('packages/*', 'apps/*').
const workspaceDirs = workspaces.flatMap((pattern) => {
  const parent = pattern.replace(/\/\*$/, '');
  return readdirSync(join(root, parent))
    .sort()
    .map((name) => join(parent, name))
    .filter((dir) => existsSync(join(root, dir, 'package.json')));
});
const PROJECTS = workspaceDirs.flatMap((workspace) => {
  const script =
    JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts?.typecheck ?? '';
  return [...script.matchAll(/tsc -p (\S+)/g)].map((match) =>
    relative(root, join(root, workspace, match[1])),
  );
});
PROJECTS.push('e2e', '.storybook');

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
