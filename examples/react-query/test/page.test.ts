import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium';
import { type BuiltApp, buildAndPreview, describeBuildAndDevServer } from '../../../scripts/vite-preview';

const exampleDir = fileURLToPath(new URL('..', import.meta.url));
/**
 * The picture the TanStack Query guide shows. This test takes it on every run; it writes it into
 * docs/images only when asked (`WRITE_SCREENSHOTS=1 pnpm vitest run examples/react-query`), so a
 * run leaves the tree as it was (its clock and rate-limit figures differ each time).
 */
const guidePicture = fileURLToPath(new URL('../../../docs/images/react-query.png', import.meta.url));
const writeScreenshot = process.env.WRITE_SCREENSHOTS === '1';

// The page as it ships: built once and served by `vite preview` (scripts/vite-preview.ts).
let app: BuiltApp;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  const chromium = launchChromium();
  chromium.catch(() => undefined); // awaited below, once the build is served
  app = await buildAndPreview(exampleDir);
  browser = await chromium;
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const text = (selector: string) => page.textContent(selector).then((value) => value ?? '');
const numberIn = async (selector: string, pattern: RegExp) => Number(pattern.exec(await text(selector))?.[1]);

describe('the React Query example in headless Chromium', () => {
  let available = 0;
  let total = 0;

  it('lists the pets by status and the first page of all pets, from the mock in the service worker', async () => {
    await page.goto(app.url);
    await expect.poll(() => text('#status-count'), { timeout: 30_000 }).toMatch(/^\d+ available pets$/);
    await expect.poll(() => text('#all-count'), { timeout: 30_000 }).toMatch(/^Showing 5 of \d+ pets$/);
    available = await numberIn('#status-count', /^(\d+)/);
    total = await numberIn('#all-count', /of (\d+) pets/);
    expect(await page.locator('#pets-by-status li').count()).toBe(Math.min(available, 100));
    expect(await page.locator('#all-pets li').count()).toBe(5);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/mockServiceWorker\.js$/,
    );
  });

  it('loads the next page where the Link leads, and switches the status', async () => {
    await page.click('#load-more');
    await expect.poll(() => text('#all-count')).toBe(`Showing ${Math.min(10, total)} of ${total} pets`);
    await page.selectOption('#status-filter', 'sold');
    await expect.poll(() => text('#status-count')).toMatch(/^\d+ sold pets$/);
    await page.selectOption('#status-filter', 'available');
    await expect.poll(() => text('#status-count')).toBe(`${available} available pets`);
  });

  it('creates a pet, and the lists it changes refetch and show it', async () => {
    await page.fill('#pet-name', 'Pixel');
    await page.click('#new-pet button[type=submit]');
    await expect.poll(() => text('#created')).toMatch(/^Created pet #\d+ Pixel$/);
    await expect.poll(() => text('#status-count')).toBe(`${available + 1} available pets`);
    await expect
      .poll(() => text('#all-count'))
      .toBe(`Showing ${Math.min(10, total + 1)} of ${total + 1} pets`);
    expect(await text('#pets-by-status')).toContain('Pixel');
  });

  it('sends a burst over the plan: the gate answers what the plan allows, the service answers no 429 and no ban', async () => {
    await page.click('#burst');
    await expect.poll(() => text('#burst-result'), { timeout: 30_000 }).toMatch(/ answered, \d+ refused/);
    const answered = await numberIn('#burst-result', /^(\d+) of 48 answered/);
    const refused = await numberIn('#burst-result', /(\d+) refused/);
    expect(answered + refused).toBe(48);
    expect(refused).toBeGreaterThan(0);
    expect(await text('#burst-result')).toMatch(/RateLimitError rate_limited, try again in \d+ s/);
    await expect.poll(() => text('#journal')).toMatch(/ 0 with 429, 0 with 403\.$/);
    mkdirSync(join(exampleDir, 'test-results'), { recursive: true });
    const picture = await page.screenshot({
      path: writeScreenshot ? guidePicture : join(exampleDir, 'test-results', 'react-query.png'),
      fullPage: true,
    });
    expect(picture.length).toBeGreaterThan(0);
    expect(existsSync(guidePicture), `${guidePicture} is missing: run with WRITE_SCREENSHOTS=1`).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describeBuildAndDevServer(exampleDir, () => app);
