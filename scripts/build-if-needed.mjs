// Builds the web app and the server bundle when they are missing or older than their sources, and the web app
// again when it was built with fast compression (the test suite's build) but the full compression is wanted.
// BUILD_COMPRESSION=fast (set by `npm test`) asks for the fast one and accepts either.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mtimeOf, newestMtime, root, run } from './lib.mjs';

const shared = ['packages/domain/src', 'packages/sdk/src', 'packages/ui/src'];
const targets = [
  {
    name: 'web app',
    // The marker the build's last step writes (apps/web/scripts/postbuild.mjs), not index.html, which vite writes
    // before the prerender and compression steps: a build that failed there must not look up to date.
    output: 'apps/web/dist/.compression',
    sources: [
      ...shared,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'apps/web/scripts',
    ],
    build: ['npm', ['run', 'build', '-w', '@app/web']],
    // apps/web/scripts/postbuild.mjs records the compression levels it used.
    stale: () => {
      const marker = join(root, 'apps/web/dist/.compression');
      const built = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : 'max';
      return built === 'fast' && process.env.BUILD_COMPRESSION !== 'fast';
    },
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['packages/domain/src', 'apps/server/src', 'apps/server/build.mjs'],
    build: ['npm', ['run', 'build', '-w', '@app/server']],
  },
];

/** Builds what is missing or stale; the two builds run side by side (the web app's last steps use one core). */
export async function buildIfNeeded({ force = false } = {}) {
  const needed = targets.filter((target) => {
    const built = mtimeOf(target.output);
    return force || built === 0 || built < newestMtime(target.sources) || target.stale?.();
  });
  const codes = await Promise.all(
    needed.map(async (target) => {
      console.log(`Building the ${target.name}...`);
      // A production build whatever started it: a server started with NODE_ENV=test (the e2e suite's) that
      // finds its build stale would otherwise build React's development JSX into the prerender step.
      const code = await run(...target.build, { env: { ...process.env, NODE_ENV: 'production' } });
      if (code !== 0) console.error(`Building the ${target.name} failed (exit ${code}).`);
      return code;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfNeeded({ force: process.argv.includes('--force') });
}
