/** A command this test does not run, why, and where `pnpm test` runs it instead. */
export interface RunElsewhere {
  readonly reason: string;
  /**
   * What shows that the command runs elsewhere: each file (from the repository's root) holds its
   * text. The test checks them, so an excuse fails once what it relies on changes.
   */
  readonly shownBy: readonly (readonly [file: string, text: string])[];
}

/**
 * The commands of the documents that this test does not run. Only for exceptions: a command
 * another test of `pnpm test` runs exactly and that is expensive, or this test's own run. Keyed by
 * the command as written (continued lines joined, comment left out); an entry that names no
 * command of any document fails the test, so the list cannot outlive what it excuses.
 */
export const notRunHere: Readonly<Record<string, RunElsewhere>> = {
  'npx -y pnpm@10 install --frozen-lockfile && npx -y pnpm@10 test': {
    reason: 'the whole suite, this test included; CI runs exactly this command on a fresh clone',
    shownBy: [['.ci/run', 'npx -y pnpm@10 install --frozen-lockfile && npx -y pnpm@10 test']],
  },
  'pnpm --filter @petstore/example-browser test': {
    reason:
      'the example-browser project of `pnpm test` runs the same files with the same config (Vite, a standalone mock and Chromium: about 30 s)',
    shownBy: [
      ['examples/browser/package.json', '"test": "vitest run"'],
      ['examples/browser/vitest.config.ts', "name: 'example-browser'"],
      ['vitest.config.ts', "'examples/*/vitest.config.ts'"],
    ],
  },
  'pnpm --filter @petstore/example-react-query test': {
    reason:
      'the example-react-query project of `pnpm test` runs the same file with the same config (Vite and Chromium: about 10 s)',
    shownBy: [
      ['examples/react-query/package.json', '"test": "vitest run"'],
      ['examples/react-query/vitest.config.ts', "name: 'example-react-query'"],
      ['vitest.config.ts', "'examples/*/vitest.config.ts'"],
    ],
  },
  'pnpm --filter @petstore/example-testing-with-vitest test': {
    reason:
      'the example-testing-with-vitest project of `pnpm test` runs the same file with the same config (the packages from their sources, so no build is needed: a Vitest start, its transforms and the suite, about 7 s of the file)',
    shownBy: [
      ['examples/testing-with-vitest/package.json', '"test": "vitest run"'],
      ['examples/testing-with-vitest/vitest.config.ts', "name: 'example-testing-with-vitest'"],
      ['vitest.config.ts', "'examples/*/vitest.config.ts'"],
    ],
  },
  'pnpm vitest run --project consumers': {
    reason:
      'the consumers project of `pnpm test` is this command (a rehearsed release to Verdaccio, then npm installs on every runtime: a minute and more)',
    shownBy: [
      ['tests/consumers/vitest.config.ts', "name: 'consumers'"],
      ['vitest.config.ts', "'tests/*/vitest.config.ts'"],
    ],
  },
};
