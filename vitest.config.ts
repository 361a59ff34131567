import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { storybookProjects } from './.storybook/vitest.projects';
import { serverProjects } from './apps/server/vitest.projects';
import { uiExtraProjects } from './packages/ui/vitest.projects';
import { sharedWorkers } from './vitest.shared-workers';
import { withSourceCondition } from './vitest.source-condition';

// One vitest run, one project per package. The server suite runs on PGlite and, when DATABASE_URL is set,
// again on PostgreSQL; the storybook project runs every story as a test in Debian's Chromium, `visual` compares
// every Catalog story with its committed reference screenshot. Every project resolves the workspace packages to
// their source (withSourceCondition).
const browserProjects = [...storybookProjects(), ...uiExtraProjects()];

export default defineConfig({
  test: {
    // A browser project holds a worker slot for its whole run while most of its work happens in Chromium: one
    // slot per core for the Node and jsdom files, and one more per browser project, so they do not queue behind it.
    maxWorkers: availableParallelism() + browserProjects.length,
    projects: [
      ...sharedWorkers({
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      }),
      ...sharedWorkers(
        {
          test: {
            name: 'sdk',
            root: './packages/sdk',
            environment: 'node',
            setupFiles: ['./vitest.setup.ts'],
            include: ['src/**/*.test.ts'],
            passWithNoTests: true,
            // A test that opens a socket to a local server and waits for its events took over the default 5 s on
            // a loaded CI machine.
            testTimeout: 20_000,
          },
          // vi.mock('socket.io-client') would stay in place for the rest of the worker.
        },
        ['src/realtime.test.ts'],
      ),
      ...sharedWorkers(
        {
          test: {
            name: 'ui',
            root: './packages/ui',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
            setupFiles: ['../../vitest.setup.dom.ts'],
            testTimeout: 20_000,
          },
          // LazyTooltip's test imports fresh copies of its module (vi.resetModules) to see the lazy load happen.
        },
        ['src/components/LazyTooltip/LazyTooltip.test.tsx'],
      ),
      ...sharedWorkers(
        {
          test: {
            name: 'web',
            root: './apps/web',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
            // The network's setup first: its check after each test then runs after the DOM's clean-up.
            setupFiles: ['./src/testing/setup.ts', '../../vitest.setup.dom.ts'],
            // A screen test signs in, loads lazy screens and walks a form: 5 s is too short under load.
            testTimeout: 30_000,
          },
          // vi.mock replaces a module for the rest of the worker; hydration's test imports fresh copies of the app;
          // lazy.test.tsx sees a lazy screen's first load, which another file of the worker may have made, and so
          // does assistant.navigation.test.tsx (it sends while the project screen's code is still loading).
        },
        [
          'src/app/errors.test.tsx',
          'src/screens/organization/security/ReportsTab.test.tsx',
          'src/app/hydration.test.tsx',
          'src/app/lazy.test.tsx',
          'src/app/assistant/assistant.navigation.test.tsx',
        ],
      ),
      ...serverProjects(),
      ...browserProjects,
    ].map(withSourceCondition),
  },
});
