import type { UserConfig } from 'vite';

// Library build for the packed @app/domain (`npm run build -w @app/domain`): ESM to dist/, zod left to the
// consumer. The workspace itself resolves the package to its TypeScript source. Only a type import here: code
// under packages/domain may depend on zod alone (.dependency-cruiser.cjs), and Vite needs nothing else.
const config: UserConfig = {
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    lib: {
      entry: { index: 'src/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: { external: (id) => id === 'zod' || id.startsWith('zod/') },
  },
};

export default config;
