import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { MAX_CAPTURE_HEIGHT, VISUAL_VIEWPORT } from './visual/viewport';

const uiDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(uiDir, '..', '..');

// Debian's Chromium, never a downloaded one. The last two flags make text and colours render the same on every
// machine (no hinting from the host's fontconfig, no monitor colour profile), which the screenshots rely on.
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

// `import X from 'pkg/path'`, `import 'pkg'`, `export { X } from 'pkg'`; type-only imports have no runtime.
const BARE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"./][^'"]*)['"]/gm;

/**
 * Every package the components, their stories and the Storybook preview import at run time. Listed as
 * `optimizeDeps.include`, they are pre-bundled before the first test, and a story that starts importing a new
 * one changes this list and so Vite's optimizer hash: the dependencies are re-bundled at start-up instead of
 * being discovered mid-run, which reloads the page and fails the run.
 */
function runtimeDependencies(): string[] {
  const files = [
    join(repoRoot, '.storybook', 'preview.tsx'),
    ...readdirSync(join(uiDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(uiDir, 'src', file)),
  ];
  // The renderer and the JSX runtime the transform adds, which no source file names.
  const packages = new Set<string>([
    '@storybook/react-vite',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    'react/jsx-runtime',
  ]);
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(BARE_IMPORT)) {
      // Workspace packages are source, not dependencies to pre-bundle; stylesheets and asset URLs (`?url`) are not
      // bundled as JS.
      if (!specifier!.startsWith('@app/') && !specifier!.endsWith('.css') && !specifier!.includes('?'))
        packages.add(specifier!);
    }
  }
  return [...packages].sort();
}

/**
 * The @app/ui project beyond its jsdom unit tests (the packed package is tested from outside the workspace by
 * e2e/packages.spec.ts):
 * - `visual`: every story named `Catalog` under src/components, rendered in Chromium and compared with its
 *   committed reference screenshot in visual/__screenshots__/ (visual/catalog.test.tsx), and checked with axe
 *   in dark mode with the emerald branding (visual/catalog-a11y.test.tsx).
 */
export function uiExtraProjects(): TestProjectInlineConfiguration[] {
  return [
    {
      // Vite pre-bundles what the stories import before the first test (see runtimeDependencies); left to discover
      // those imports while the tests run, it re-optimizes and reloads the page mid-run.
      optimizeDeps: {
        // axe-core is imported by visual/catalog-a11y.test.tsx only, not by a story.
        include: [...runtimeDependencies(), 'axe-core'],
        entries: ['visual/**/*.test.tsx', 'src/components/**/*.stories.tsx', '../../.storybook/preview.tsx'],
      },
      test: {
        name: 'visual',
        root: uiDir,
        include: ['visual/**/*.test.tsx'],
        // A story's shot may wait up to 20 s for two equal captures on a loaded machine (catalog.test.tsx).
        testTimeout: 40_000,
        // The actual and diff images of a failed comparison, in the repo's ignored scratch folder.
        attachmentsDir: join(repoRoot, '.tmp', 'visual'),
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({
            launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            contextOptions: {
              // The page around the test iframe is at least as large as the iframe gets (visual/viewport.ts): a
              // smaller page would scale the iframe down, and every screenshot with it.
              viewport: { width: VISUAL_VIEWPORT.width, height: MAX_CAPTURE_HEIGHT },
              // Dates, number formats and the colour scheme must not follow the machine the suite runs on.
              timezoneId: 'UTC',
              locale: 'en-US',
              colorScheme: 'light',
              reducedMotion: 'reduce',
            },
          }),
          instances: [{ browser: 'chromium', viewport: VISUAL_VIEWPORT }],
          // The comparison is the failure report (reference, actual and diff images); no extra screenshot.
          screenshotFailures: false,
        },
      },
    },
  ];
}
