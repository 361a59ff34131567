import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

// Screen stories from the web app are optional: index that glob only when such a file exists, so Storybook
// does not warn about an empty pattern on every start.
function hasStories(dir: string): boolean {
  try {
    return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).some((file) =>
      /\.stories\.tsx?$/.test(file),
    );
  } catch {
    return false;
  }
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    ...(hasStories('apps/web/src') ? ['../apps/web/src/**/*.stories.@(ts|tsx)'] : []),
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The repo has no root vite config: the React plugin gives stories the same JSX transform and Fast Refresh
  // as the web app.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react()],
    // The workspace packages resolve to their TypeScript source (docs/packages.md); Vite's defaults follow.
    resolve: { ...viteConfig.resolve, conditions: ['@app/source', ...defaultClientConditions] },
    // The preview iframe bundles the whole catalogue on purpose; the app's bundle budgets live in bench/.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
