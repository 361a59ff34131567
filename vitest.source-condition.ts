import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The export condition under which @app/domain, @app/sdk and @app/ui point at their TypeScript source; without it
 * they resolve to dist/, which only `npm pack` builds (docs/packages.md).
 */
export const SOURCE_CONDITION = '@app/source';

/**
 * A vitest project that resolves the workspace packages to their source, in the browser-like environments
 * (jsdom, Chromium) and in Node alike. Vite's default conditions stay, after the source one.
 */
export function withSourceCondition(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration {
  return {
    ...project,
    // In CI a failed test runs once more, as Playwright's do; one that passes on its retry is listed as flaky at
    // the end of `npm test` (scripts/vitest-file-times.ts) and is a bug to fix, not a pass (docs/testing.md).
    test: { ...project.test, retry: process.env.CI ? 1 : 0 },
    resolve: { ...project.resolve, conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: {
      ...project.ssr,
      resolve: { ...project.ssr?.resolve, conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
    },
  };
}
