import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(configDir, '..');

// Debian's Chromium, never a downloaded one; flags keep it quiet and offline in CI containers.
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
];

/**
 * Every story as a test: it must render, its play function must pass, and axe must find no violation
 * (`parameters.a11y.test: 'error'` in preview.tsx). Preview and addon annotations (a11y included) are applied
 * by the plugin itself since Storybook 10.3, so no setup file calls `setProjectAnnotations`.
 */
export function storybookProjects(): TestProjectInlineConfiguration[] {
  return [
    {
      plugins: [storybookTest({ configDir })],
      test: {
        name: 'storybook',
        root: repoRoot,
        // Every story file in one page, one after another, instead of a fresh iframe that loads React, MUI and
        // the preview again for each of the 134 files: each story mounts into its own root and is unmounted
        // after its test, so nothing of one file's stories is left for the next.
        isolate: false,
        // A story's render, play and axe check share two cores with the Node projects and the visual project's
        // Chromium: TaskForm's 51-item checklist story takes 1.3 s alone and passed 15 s (the browser default)
        // twice in a CI run of 2026-12-06. Half the visual project's budget.
        testTimeout: 30_000,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
          instances: [{ browser: 'chromium' }],
        },
      },
    },
  ];
}
