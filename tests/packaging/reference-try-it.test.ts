// The interactive API reference in real Chromium: served by the standalone mock at /docs, and as
// the static build (`pnpm run docs`) pointed at a mock on a free port. A reader tries operations
// and sees what the service answers; listOrders has no try-it panel (`x-hideTryItPanel`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import { writeTryItReference } from '../../scripts/docs/try-it-reference';
import { root } from './workspace';

/**
 * The picture of the page the guides show. This test takes it on every run; it writes it only when
 * asked (`WRITE_SCREENSHOTS=1 pnpm vitest run tests/packaging/reference-try-it.test.ts`): a run
 * leaves the tree as it was, and its answer's headers (the rate-limit reset) differ each time.
 */
const screenshot = join(root, 'docs/images/try-it.png');
const writeScreenshot = process.env.WRITE_SCREENSHOTS === '1';

let browser: Browser;
let mock: StandalonePetStore;
let staticDir = '';

beforeAll(async () => {
  browser = await launchChromium();
  mock = await startPetStoreServer({ port: 0 });
  staticDir = mkdtempSync(join(tmpdir(), 'petstore-try-it-'));
});
afterAll(async () => {
  await browser?.close();
  await mock?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

/** Opens an operation's block and returns it. */
async function open(page: Page, operationId: string) {
  const block = page.locator(`.opblock[id$="-${operationId}"]`);
  await block.locator('.opblock-summary-control').click();
  return block;
}

/** Tries an operation: Try it out, the parameters, Execute; returns the status and the response headers. */
async function tryIt(page: Page, operationId: string, params: Record<string, string> = {}) {
  const block = await open(page, operationId);
  await block.locator('.try-out__btn').click();
  for (const [name, value] of Object.entries(params)) {
    await block.locator(`tr[data-param-name="${name}"] input`).fill(value);
  }
  await block.locator('.execute').click();
  const live = block.locator('.live-responses-table');
  const answer = live.locator('tr.response');
  await answer.locator('.response-col_status').waitFor();
  const description = (await answer.locator('.response-col_description').textContent()) ?? '';
  return {
    status: ((await answer.locator('.response-col_status').textContent()) ?? '').trim(),
    headers: description.toLowerCase(),
    body: description,
    url: (await block.locator('.request-url').textContent()) ?? '',
  };
}

/**
 * Takes the guides' picture of a tried operation: from the request it sent (the curl line and the
 * request URL) down to its last response header, so that it shows the answer with its status,
 * body and headers (the rate-limit headers, `X-Total-Count`), as the guides say.
 */
async function pictureTheAnswer(page: Page, operationId: string): Promise<void> {
  const block = page.locator(`.opblock[id$="-${operationId}"]`);
  const answer = block.locator('.responses-inner').first();
  const headers = block.locator('.live-responses-table tr.response .response-col_description').last();
  expect((await headers.textContent())?.toLowerCase()).toContain('x-ratelimit-limit');
  const from = await answer.boundingBox();
  const to = await headers.boundingBox();
  if (!from || !to) throw new Error(`${operationId}: its answer is not on the page`);
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  const picture = await page.screenshot({
    ...(writeScreenshot ? { path: screenshot } : {}),
    fullPage: true,
    clip: {
      x: from.x + scroll.x,
      y: from.y + scroll.y,
      width: from.width,
      height: to.y + to.height - from.y + 8,
    },
  });
  expect(picture.length).toBeGreaterThan(0);
  expect(existsSync(screenshot), `${screenshot} is missing: run with WRITE_SCREENSHOTS=1`).toBe(true);
}

const pages = [
  ['the standalone mock at /docs', () => `${mock.url}/docs`],
  [
    'the static build pointed at the mock',
    () => `${pathToFileURL(writeTryItReference(staticDir)).href}?server=${encodeURIComponent(mock.url)}`,
  ],
] as const;

// Each variant is loaded in one tab for all its checks, the page pointed at no mock last: a second
// load in the same tab reuses the compiled Swagger UI (about 1.4 CPU-s against 6 for a new tab).
describe.each(pages)('the interactive reference, %s', (label, address) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(address());
    await page.locator('.opblock').first().waitFor();
  });
  afterAll(() => page.close());

  it('tries listPets with what the panel fills in: a 200 with every pet and the rate-limit headers', async () => {
    const answer = await tryIt(page, 'listPets');
    expect(answer.status).toBe('200');
    expect(answer.headers).toContain('x-ratelimit-limit');
    expect(answer.headers).toContain('ratelimit-policy');
    expect(answer.body).toContain('"name"');
    // No filter is filled in for the reader: the list is the whole store's.
    expect(answer.url).not.toContain('categoryId');
    expect(answer.headers).toContain(`x-total-count: ${mock.mock.snapshot().pets.length}`);
    if (label.startsWith('the standalone')) await pictureTheAnswer(page, 'listPets');
  });

  it('offers no try-it panel on listOrders, and says why', async () => {
    const block = await open(page, 'listOrders');
    await block.locator('.opblock-body').waitFor();
    expect(await block.locator('.try-out__btn').count()).toBe(0);
    expect(await block.locator('.opblock-description-wrapper').textContent()).toContain('No try-it panel.');
    const other = await open(page, 'getOrder');
    expect(await other.locator('.try-out__btn').count()).toBe(1);
  });

  it('tries the deprecated getPetById and sees its Deprecation and Sunset headers', async () => {
    const answer = await tryIt(page, 'getPetById', { petId: '1' });
    expect(answer.status).toBe('200');
    expect(answer.headers).toContain('deprecation');
    expect(answer.headers).toContain('sunset');
  });

  it('pointed at no mock, says no mock answered there and how to start one, not a guess at CORS', async () => {
    // A port nothing listens on: the try-it request fails to fetch.
    const nowhere = 'http://127.0.0.1:9';
    const url = new URL(address());
    url.searchParams.set('server', nowhere);
    await page.goto(url.href);
    const block = await open(page, 'listCategories');
    await block.locator('.try-out__btn').click();
    await block.locator('.execute').click();
    const said = block.locator('.live-responses-table');
    await said.locator('.response-col_description').first().waitFor();
    const text = (await said.textContent()) ?? '';
    expect(text).toContain(`No answer from ${nowhere}.`);
    expect(text).toContain('pnpm mock');
    expect(text).not.toContain('CORS');
  });
});

describe('the standalone mock serving /docs', () => {
  it('never journals nor rate-limits the page, and refuses a foreign Host', async () => {
    mock.mock.journal.clear();
    for (let i = 0; i < 3; i++) expect((await fetch(`${mock.url}/docs`)).status).toBe(200);
    expect(mock.mock.journal.entries).toEqual([]);
    const page = await fetch(`${mock.url}/docs`);
    expect(page.headers.has('x-ratelimit-limit')).toBe(false);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      request(`${mock.url}/docs`, { headers: { Host: 'rebound.example' } }, (res) =>
        resolve(res.statusCode ?? 0),
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
  });

  it('is off with docs: false', async () => {
    const quiet = await startPetStoreServer({ port: 0, docs: false });
    try {
      expect((await fetch(`${quiet.url}/docs`)).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
