import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the run names at its end. */
const slowestShown = 10;

/** A file's time: importing it and its set-up, then its tests and hooks (the run's own measures). */
function moduleSeconds(module: TestModule): number {
  const { setupDuration, collectDuration, duration } = module.diagnostic();
  return (setupDuration + collectDuration + duration) / 1000;
}

/**
 * Ends the run with where its time went, the ten slowest test files (their project, their tests'
 * count, and the seconds each took from import to last hook: `beforeAll` set-up such as an
 * install or a server start included), then one plain `tests: N passed, N failed, N skipped`
 * line (with `; N test files failed` when a file failed outside its tests), a closing line that
 * any CI reads the same way whatever runner printed the rest. Under `pnpm test` the line goes to
 * scripts/test.mjs (`PETSTORE_TEST_COUNTS`), which prints it last, after the properties' count of
 * cases and its steps' times.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const slowest = [...testModules]
      .map((module) => ({
        project: module.project.name,
        file: module.relativeModuleId,
        seconds: moduleSeconds(module),
        tests: [...module.children.allTests()].length,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, slowestShown);
    if (slowest.length > 0)
      console.log(
        `\nThe ${slowest.length} slowest test files (import, set-up, tests and hooks):\n${slowest
          .map(
            ({ project, file, seconds, tests }) =>
              `  ${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(5)} tests  ${project}  ${file}`,
          )
          .join('\n')}`,
      );
    // A file can fail outside its tests (a hook, an import, scripts/shared-worker-guard.ts): the
    // line says so, so that it never reads as a clean run.
    const filesFailed = testModules.filter((module) => module.state() === 'failed').length;
    const files = filesFailed > 0 ? `; ${filesFailed} test file${filesFailed === 1 ? '' : 's'} failed` : '';
    const line = `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${files}`;
    // Under `pnpm test` (scripts/test.mjs), the script prints the line, last, after its steps' times.
    const countsFile = process.env.PETSTORE_TEST_COUNTS;
    if (countsFile) writeFileSync(countsFile, JSON.stringify({ line, ...counts, filesFailed, slowest }));
    else console.log(`\n${line}`);
  }
}
