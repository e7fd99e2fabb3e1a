import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium';

const exampleDir = fileURLToPath(new URL('..', import.meta.url));
const screenshot = join(exampleDir, 'test-results', 'browser-example.png');

let server: ViteDevServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await createServer({
    root: exampleDir,
    configFile: join(exampleDir, 'vite.config.ts'),
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'error',
  });
  await server.listen();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the browser example in headless Chromium', () => {
  it('lists the pets of the mock running in the service worker', async () => {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('Vite did not report its URL');
    await page.goto(url);
    await expect
      .poll(() => page.textContent('#status'), { timeout: 30_000 })
      .toMatch(/^\d+ pets in \d+ categories/);
    expect(await page.locator('#pets tbody tr').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/mockServiceWorker\.js$/,
    );
  });

  it('creates a pet and shows it', async () => {
    await page.fill('#pet-name', 'Pixel');
    await page.click('#new-pet button[type=submit]');
    const created = page.locator('#pets tr.created');
    await created.waitFor();
    expect(await created.textContent()).toContain('Pixel');
  });

  it('shows the deprecation warning of pets.retrieve', async () => {
    await page.click('#lookup');
    await page.locator('#deprecation-banner').waitFor({ state: 'visible' });
    expect(await page.textContent('#deprecation-banner')).toContain('GET /pets/{petId}');
    const warning = page.locator('.notice.warning', { hasText: 'getPetById' });
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/\[petstore\] getPetById .*is deprecated/);
  });

  it('meets the rate limit with a burst and handles the 429', async () => {
    await page.click('#burst');
    const handled = page.locator('.notice.error', { hasText: '429 rate_limited' });
    await handled.waitFor({ timeout: 30_000 });
    expect(await handled.textContent()).toMatch(
      /refused by the client's rate-limit gate; try again in \d+ s/,
    );
    expect(await page.textContent('#rate-limit')).toMatch(/0 of 12 requests left|requests held until/);
    mkdirSync(join(exampleDir, 'test-results'), { recursive: true });
    await page.screenshot({ path: screenshot, fullPage: true });
    expect(existsSync(screenshot)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe('the production build', () => {
  it('emits the page and the mock service worker', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'petstore-browser-example-'));
    try {
      await build({
        root: exampleDir,
        configFile: join(exampleDir, 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir },
      });
      expect(existsSync(join(outDir, 'index.html'))).toBe(true);
      expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(true);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
