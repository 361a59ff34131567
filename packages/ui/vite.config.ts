import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as Manifest;

// Packages the consumer installs, never bundled: React and MUI must be single instances in the app (context,
// theme), and the rest is deduplicated by the consumer's bundler. Scopes cover every subpath import
// (`@mui/material/Button`, `react/jsx-runtime`); the declared dependencies catch whatever is added later.
const externalPackages = [
  'react',
  'react-dom',
  '@mui',
  '@emotion',
  '@dnd-kit',
  'date-fns',
  'formik',
  'notistack',
  'zod',
  '@app/domain',
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];

function isExternal(id: string): boolean {
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Library build of @app/ui (`npm run build -w @app/ui`): one ESM file per entry point (`index`, `testing`)
 * plus the chunks they share, to dist/. Declarations come from `tsc -p tsconfig.build.json`. The workspace
 * itself resolves `@app/ui` to its TypeScript source; see README.md for how the tarball points at dist.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    // The entry-point size budget (scripts/size.mjs) follows the entry's static imports through this manifest.
    manifest: true,
    lib: {
      entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
