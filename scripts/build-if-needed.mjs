// Builds the web app and the server bundle when they are missing or older than their sources.
import { mtimeOf, newestMtime, run } from './lib.mjs';

const shared = ['packages/domain/src', 'packages/sdk/src', 'packages/ui/src'];
const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      ...shared,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'apps/web/scripts',
    ],
    build: ['npm', ['run', 'build', '-w', '@app/web']],
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['packages/domain/src', 'apps/server/src', 'apps/server/build.mjs'],
    build: ['npm', ['run', 'build', '-w', '@app/server']],
  },
];

export async function buildIfNeeded({ force = false } = {}) {
  for (const target of targets) {
    const built = mtimeOf(target.output);
    if (!force && built > 0 && built >= newestMtime(target.sources)) continue;
    console.log(`Building the ${target.name}...`);
    const code = await run(...target.build);
    if (code !== 0) {
      console.error(`Building the ${target.name} failed (exit ${code}).`);
      process.exit(code);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfNeeded({ force: process.argv.includes('--force') });
}
