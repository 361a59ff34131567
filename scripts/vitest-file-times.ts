import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter that writes, for each test file, the whole time it took: the environment's set-up, the
 * harness, the setup files, importing the file and everything it imports, and its tests and hooks (the JSON
 * reporter's times cover only the last). `npm test` prints the slowest files from it (scripts/test.mjs).
 * Its output file is the VITEST_FILE_TIMES environment variable.
 */
export default class FileTimesReporter implements Reporter {
  readonly #rows: { file: string; project: string; seconds: number }[] = [];

  onTestModuleEnd(testModule: TestModule): void {
    const diagnostic = testModule.diagnostic();
    // In a browser project every file is prepared at the start and waits its turn in the page: only its tests'
    // and hooks' time is its own.
    const milliseconds = testModule.project.config.browser.enabled
      ? diagnostic.duration
      : diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration +
        diagnostic.duration;
    this.#rows.push({
      file: relative(process.cwd(), testModule.moduleId),
      project: testModule.project.name,
      seconds: Math.round(milliseconds) / 1000,
    });
  }

  onTestRunEnd(): void {
    const output = process.env.VITEST_FILE_TIMES;
    if (!output) return;
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify(this.#rows, null, 2)}\n`);
  }
}
