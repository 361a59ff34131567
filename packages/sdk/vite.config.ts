import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as Manifest;

// Every dependency and peer stays a bare import the consumer resolves (react/jsx-runtime, zod/v4... included):
// React and react-query must be single instances in the app, and the rest is deduplicated by its bundler.
const externalPackages = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];

function isExternal(id: string): boolean {
  return id.startsWith('node:') || externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Library build of @app/sdk (`npm run build -w @app/sdk`, run by `prepack`): one ESM file per entry point
 * (`index` for `@app/sdk`, `react` for `@app/sdk/react`) plus the chunks they share, to dist/. Declarations come
 * from `tsc -p tsconfig.build.json`. Inside the workspace `@app/sdk` resolves to its source through the
 * `@app/source` export condition (docs/packages.md).
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    lib: {
      entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
