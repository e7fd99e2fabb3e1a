/**
 * The commands of the documents that this test does not run, each with why. Only for exceptions:
 * a command another test of `pnpm test` runs exactly and that is expensive, or this test's own
 * run. Keyed by the command as written (continued lines joined, comment left out); an entry that
 * names no command of any document fails the test, so the list cannot outlive what it excuses.
 */
export const notRunHere: Readonly<Record<string, string>> = {
  'npx -y pnpm@10 install --frozen-lockfile && npx -y pnpm@10 test':
    'the whole suite, this test included; CI runs exactly this command on a fresh clone (.ci/run)',
  'pnpm --filter @petstore/example-browser test':
    'the example-browser project of `pnpm test` runs the same files with the same config (Vite, a standalone mock and Chromium: about 30 s)',
  'pnpm vitest run --project consumers':
    'the consumers project of `pnpm test` is this command (a rehearsed release to Verdaccio, then npm installs on every runtime: a minute and more)',
};
