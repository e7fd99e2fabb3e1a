import type { Page as PlaywrightPage } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';

// The example's checks run in Chromium (Playwright) and in Firefox (Puppeteer over WebDriver BiDi).
// This is the little of a page they use, read through the DOM so that both drivers do the same.

/** A tab of the example page, in whichever browser. */
export interface ExamplePage {
  goto(url: string): Promise<void>;
  /** The text of the first element `selector` matches (`undefined` when none does). */
  text(selector: string): Promise<string | undefined>;
  /** How many elements `selector` matches. */
  count(selector: string): Promise<number>;
  fill(selector: string, value: string): Promise<void>;
  click(selector: string): Promise<void>;
  /** Waits until an element `selector` matches is shown with `text` in it; returns its whole text. */
  shown(selector: string, text?: string, timeout?: number): Promise<string>;
  /** The address of the service worker that controls the page, if one does. */
  controller(): Promise<string | undefined>;
  screenshot(path: string): Promise<void>;
  /** Script errors of the page so far. */
  readonly errors: readonly string[];
}

/** Runs in the page: what the checks read, by name, given a selector. */
const reads = {
  text: (selector: string) => document.querySelector(selector)?.textContent ?? undefined,
  count: (selector: string) => document.querySelectorAll(selector).length,
  controller: (_: string) => navigator.serviceWorker.controller?.scriptURL,
  /** The text of the first shown element that matches and holds `text`, or `false` (keep waiting). */
  shown: ([selector, text]: readonly [string, string]) => {
    for (const element of document.querySelectorAll(selector)) {
      const content = element.textContent ?? '';
      if (content.includes(text) && element.checkVisibility()) return content;
    }
    return false;
  },
};

/** What both drivers' pages have alike. */
interface DriverPage {
  goto(url: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  screenshot(options: { path: string; fullPage: boolean }): Promise<unknown>;
}

/** What differs between the drivers. */
interface Driver {
  read<R>(read: (selector: string) => R, selector: string): Promise<R>;
  /** Resolves with the first value of `read` that is not `false`. */
  waitFor(read: typeof reads.shown, arg: readonly [string, string], timeout: number): Promise<unknown>;
  fill(selector: string, value: string): Promise<void>;
  onError(listener: (message: string) => void): void;
}

function examplePage(page: DriverPage, driver: Driver): ExamplePage {
  const errors: string[] = [];
  driver.onError((message) => errors.push(message));
  return {
    errors,
    goto: async (url) => {
      await page.goto(url);
    },
    text: (selector) => driver.read(reads.text, selector),
    count: (selector) => driver.read(reads.count, selector),
    fill: (selector, value) => driver.fill(selector, value),
    click: (selector) => page.click(selector),
    shown: async (selector, text = '', timeout = 30_000) =>
      String(await driver.waitFor(reads.shown, [selector, text], timeout)),
    controller: () => driver.read(reads.controller, ''),
    screenshot: async (path) => {
      await page.screenshot({ path, fullPage: true });
    },
  };
}

/** A Chromium tab through Playwright. */
export function playwrightPage(page: PlaywrightPage): ExamplePage {
  return examplePage(page, {
    read: (read, selector) => page.evaluate(read, selector),
    waitFor: async (read, arg, timeout) => (await page.waitForFunction(read, arg, { timeout })).jsonValue(),
    fill: (selector, value) => page.fill(selector, value),
    onError: (listener) => page.on('pageerror', (error) => listener(error.message)),
  });
}

/** A Firefox tab through Puppeteer. */
export function puppeteerPage(page: PuppeteerPage): ExamplePage {
  return examplePage(page, {
    read: (read, selector) => page.evaluate(read, selector),
    waitFor: async (read, arg, timeout) => (await page.waitForFunction(read, { timeout }, arg)).jsonValue(),
    fill: (selector, value) => page.locator(selector).fill(value),
    onError: (listener) =>
      page.on('pageerror', (error) => listener(error instanceof Error ? error.message : String(error))),
  });
}
