import { defineConfig } from 'vitest/config';
import { storybookProjects } from './.storybook/vitest.projects';
import { serverProjects } from './apps/server/vitest.projects';
import { uiExtraProjects } from './packages/ui/vitest.projects';
import { withSourceCondition } from './vitest.source-condition';

// One vitest run, one project per package. The server suite runs on PGlite and, when DATABASE_URL is set,
// again on PostgreSQL; the storybook project runs every story as a test in Debian's Chromium, `visual` compares
// every Catalog story with its committed reference screenshot. Every project resolves the workspace packages to
// their source (withSourceCondition).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'sdk',
          root: './packages/sdk',
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          include: ['src/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'ui',
          root: './packages/ui',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.dom.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.dom.ts'],
          // A screen test signs in, loads lazy screens and walks a form: 5 s is too short under load.
          testTimeout: 20_000,
        },
      },
      ...serverProjects(),
      ...storybookProjects(),
      ...uiExtraProjects(),
    ].map(withSourceCondition),
  },
});
