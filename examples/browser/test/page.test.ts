import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { connectPetStoreMock, type RemotePetStoreMock } from '@petstore/mock';
import type { Browser, Page } from 'playwright-core';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium';
import { launchFirefox } from '../../../scripts/firefox';
import { type BuiltApp, buildAndPreview, describeBuildAndDevServer } from '../../../scripts/vite-preview';
import { type ExamplePage, playwrightPage, puppeteerPage } from './example-page';

const exampleDir = fileURLToPath(new URL('..', import.meta.url));
const screenshots = { chromium: 'browser-example.png', firefox: 'browser-example-firefox.png' };
const mockCli = fileURLToPath(new URL('../../../packages/mock/src/cli.ts', import.meta.url));
// Runs the bin from its sources as `pnpm mock` does, bundled once by esbuild (no tsx per module).
const fromSource = fileURLToPath(new URL('../../../scripts/run-from-source.mjs', import.meta.url));

// The page as it ships: built once and served by `vite preview` (scripts/vite-preview.ts).
let app: BuiltApp;
let browser: Browser;
// Firefox starts beside Chromium and its tests, once; its own tests wait for it.
let firefox: Promise<PuppeteerBrowser>;
const pageErrors: string[] = [];
const viewport = { width: 1280, height: 900 };

beforeAll(async () => {
  firefox = launchFirefox();
  firefox.catch(() => undefined); // reported by Firefox's own tests
  const chromium = launchChromium();
  chromium.catch(() => undefined); // awaited below, once the build is served
  app = await buildAndPreview(exampleDir);
  browser = await chromium;
});

afterAll(async () => {
  await Promise.allSettled([browser?.close(), firefox?.then((started) => started.close())]);
  await app?.close();
});

const openers: Record<keyof typeof screenshots, () => Promise<ExamplePage>> = {
  chromium: async () => playwrightPage(await browser.newPage({ viewport })),
  firefox: async () => {
    const page = await (await firefox).newPage();
    await page.setViewport(viewport);
    return puppeteerPage(page);
  },
};

describe.each(['chromium', 'firefox'] as const)('the browser example in headless %s', (name) => {
  let page: ExamplePage;
  beforeAll(async () => {
    page = await openers[name]();
  });

  it('lists the pets of the mock running in the service worker', async () => {
    await page.goto(app.url);
    await expect.poll(() => page.text('#status'), { timeout: 30_000 }).toMatch(/^\d+ pets in \d+ categories/);
    expect(await page.count('#pets tbody tr')).toBeGreaterThan(0);
    expect(await page.controller()).toMatch(/\/mockServiceWorker\.js$/);
  });

  it('creates a pet and shows it', async () => {
    await page.fill('#pet-name', 'Pixel');
    await page.click('#new-pet button[type=submit]');
    expect(await page.shown('#pets tr.created')).toContain('Pixel');
  });

  it('shows the deprecation warning of getPetById', async () => {
    await page.click('#lookup');
    expect(await page.shown('#deprecation-banner')).toContain('GET /pets/{petId}');
    expect(await page.shown('.notice.warning', 'getPetById')).toMatch(
      /\[petstore\] getPetById .*is deprecated/,
    );
  });

  it('meets the rate limit with a burst and handles the 429', async () => {
    await page.click('#burst');
    expect(await page.shown('.notice.error', '429 rate_limited')).toMatch(
      /refused by the client's rate-limit gate; try again in \d+ s/,
    );
    expect(await page.text('#rate-limit')).toMatch(/0 of 12 requests left|requests held until/);
    const screenshot = join(exampleDir, 'test-results', screenshots[name]);
    mkdirSync(join(exampleDir, 'test-results'), { recursive: true });
    await page.screenshot(screenshot);
    expect(existsSync(screenshot)).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('the page against a standalone mock, driven through its control API', () => {
  let mockProcess: ChildProcess;
  let mock: RemotePetStoreMock;
  let standalone: Page;

  beforeAll(async () => {
    // The `petstore-mock` bin in its own process, with the page's plan and key, as CI would run it.
    const config = join(mkdtempSync(join(tmpdir(), 'petstore-browser-')), 'mock.json');
    writeFileSync(
      config,
      JSON.stringify({
        seed: 7,
        plans: { tiny: { perMinute: 12, perDay: 1000 } },
        keys: { 'browser-demo': 'tiny' },
      }),
    );
    mockProcess = spawn(process.execPath, [fromSource, mockCli, '--port', '0', '--config', config], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(createInterface({ input: mockProcess.stdout! }), 'line')) as [string];
    mock = connectPetStoreMock(/listening on (\S+)$/.exec(line)?.[1] ?? '');
    standalone = await browser.newPage();
    standalone.on('pageerror', (error) => pageErrors.push(error.message));
  });
  beforeEach(() => mock.reset());
  afterAll(() => {
    mockProcess?.kill('SIGTERM');
  });

  const open = async () => {
    await standalone.goto(`${app.url}?api=${encodeURIComponent(mock.url)}`);
    await expect
      .poll(() => standalone.textContent('#status'), { timeout: 30_000 })
      .toMatch(/^\d+ pets in \d+ categories/);
  };

  it('rides out an injected 503: the SDK retries and the page lists the pets', async () => {
    await mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
    await open();
    const calls = await mock.journal.list({ operationId: 'listCategories' });
    expect(calls.map((entry) => entry.status)).toEqual([503, 200]);
    expect(await standalone.locator('#pets tbody tr').count()).toBeGreaterThan(0);
  });

  it('starts every test from the seed: a pet created before the reset is gone after it', async () => {
    await open();
    await standalone.fill('#pet-name', 'Pixel');
    await standalone.click('#new-pet button[type=submit]');
    await standalone.locator('#pets tr.created').waitFor();
    expect((await mock.snapshot()).pets.map((pet) => pet.name)).toContain('Pixel');
    await mock.reset();
    expect((await mock.snapshot()).pets.map((pet) => pet.name)).not.toContain('Pixel');
    expect(await mock.journal.list()).toEqual([]);
  });

  it('past the sunset, the deprecated lookup answers 410 and the page shows it', async () => {
    await open();
    // The sunset as the mock announces it on the deprecated operation's answers.
    const announced = await fetch(`${mock.url}/pets/1`, { headers: { 'X-API-Key': 'browser-demo' } });
    const sunset = Date.parse(announced.headers.get('Sunset') ?? '');
    await mock.clock.set(sunset + 24 * 60 * 60 * 1000);
    await standalone.click('#lookup');
    const gone = standalone.locator('.notice.error', { hasText: '410 endpoint_sunset' });
    await gone.waitFor();
    expect(await gone.textContent()).toMatch(/GoneError/);
    expect(await mock.journal.list({ operationId: 'getPetById', status: 410 })).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

describeBuildAndDevServer(exampleDir, () => app);
