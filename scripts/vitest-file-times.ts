import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * A vitest reporter that writes, for each test file, the whole time it took: the environment's set-up, the
 * harness, the setup files, importing the file and everything it imports, and its tests and hooks (the JSON
 * reporter's times cover only the last). `npm test` prints the slowest files from it (scripts/test.mjs).
 * Its output file is the VITEST_FILE_TIMES environment variable. Beside it, `vitest-flaky.json` lists the tests
 * that passed only on their retry (CI retries a failed test once), and `vitest-failed.json` the failed ones with
 * their error's first line: `npm test` names both at its end.
 */
export default class FileTimesReporter implements Reporter {
  readonly #rows: { file: string; project: string; seconds: number }[] = [];
  readonly #flaky: { file: string; project: string; test: string }[] = [];
  readonly #failed: { file: string; project: string; test: string; error: string }[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state === 'failed') {
      this.#failed.push({
        file: relative(process.cwd(), testCase.module.moduleId),
        project: testCase.project.name,
        test: testCase.fullName,
        // The JSON reporter keeps only a stack placeholder for a timeout; the error's own message says what failed.
        error: (result.errors?.[0]?.message ?? '').split('\n')[0]?.slice(0, 200) ?? '',
      });
    }
    if (!testCase.diagnostic()?.flaky) return;
    this.#flaky.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      project: testCase.project.name,
      test: testCase.fullName,
    });
  }

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
    writeFileSync(join(dirname(output), 'vitest-flaky.json'), `${JSON.stringify(this.#flaky, null, 2)}\n`);
    writeFileSync(join(dirname(output), 'vitest-failed.json'), `${JSON.stringify(this.#failed, null, 2)}\n`);
  }
}
