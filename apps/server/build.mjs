// Bundles the server into dist/main.js, and the database thread's module (src/db/pglite-worker.ts) into
// dist/pglite-worker.js beside it, where PGliteThread starts it. Workspace packages (@app/*) are bundled from
// their TypeScript source (the `@app/source` export condition, docs/packages.md); every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('esbuild').Plugin} */
const externalizeNpmPackages = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    // Bare specifiers that are not workspace packages: node:*, fastify, drizzle-orm/pglite, ...
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  absWorkingDir: packageDir,
  entryPoints: {
    main: path.join(packageDir, 'src/main.ts'),
    'pglite-worker': path.join(packageDir, 'src/db/pglite-worker.ts'),
  },
  outdir: path.join(packageDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The workspace packages' source, not their dist (which only `npm pack` builds).
  conditions: ['@app/source'],
  plugins: [externalizeNpmPackages],
  // Some external packages are CommonJS and reach for require, __filename or __dirname.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join('\n'),
  },
});

// esbuild escapes non-ASCII characters in strings but keeps them in comments and regular expressions. One such
// character makes V8 hold the whole bundle's source as a two-byte string: 3 MiB of heap instead of 1.5 (issue 43).
// \uXXXX means the same in a comment, a string, a template and a regular expression; only those few lines'
// columns move in the source map.
for (const file of ['main.js', 'pglite-worker.js']) {
  const target = path.join(packageDir, 'dist', file);
  const text = readFileSync(target, 'utf8');
  const ascii = text.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== text) writeFileSync(target, ascii);
}

console.log(`Built ${path.join(packageDir, 'dist', 'main.js')} and pglite-worker.js`);
