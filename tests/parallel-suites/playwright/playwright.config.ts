// The Playwright suite a user of the mock runs: four workers against ONE standalone mock
// (`PETSTORE_URL`, default `pnpm mock`'s address), each test in a world of its own
// (`./world-fixture.ts`), and an app under test started once for all of them (`webServer`),
// configured with the mock's root URL. `tests/parallel-suites/parallel-suites.test.ts` runs it in
// `pnpm test` and holds its JSON report to every test green in its own world. By hand, with
// `pnpm mock` running, after `pnpm build` (the specs load the workspace's packages from `dist/`):
// `pnpm exec playwright test -c tests/parallel-suites/playwright`.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium';

const petstoreUrl = process.env.PETSTORE_URL ?? 'http://127.0.0.1:4010';
const appPort = Number(process.env.APP_PORT ?? 4020);
const appUrl = `http://127.0.0.1:${appPort}`;

export default defineConfig({
  testDir: './specs',
  workers: 4,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: appUrl,
    // Playwright cannot download its browsers here: the machine's Chromium (scripts/ensure-chromium.mjs).
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node ../../../scripts/run-from-source.mjs ../app/app-under-test.ts',
    url: `${appUrl}/health`,
    env: { PETSTORE_URL: petstoreUrl, PORT: String(appPort) },
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 30_000,
  },
});
