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

const textOf = (selector: string) => document.querySelector(selector)?.textContent ?? undefined;
const countOf = (selector: string) => document.querySelectorAll(selector).length;
const controllerOf = () => navigator.serviceWorker.controller?.scriptURL;
/** Runs in the page: the text of the first shown element that matches, or `false` (keep waiting). */
const shownText = ([selector, text]: readonly [string, string]) => {
  for (const element of document.querySelectorAll(selector)) {
    const content = element.textContent ?? '';
    if (content.includes(text) && element.checkVisibility()) return content;
  }
  return false;
};

/** A Chromium tab through Playwright. */
export function playwrightPage(page: PlaywrightPage): ExamplePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    goto: async (url) => {
      await page.goto(url);
    },
    text: (selector) => page.evaluate(textOf, selector),
    count: (selector) => page.evaluate(countOf, selector),
    fill: (selector, value) => page.fill(selector, value),
    click: (selector) => page.click(selector),
    shown: async (selector, text = '', timeout = 30_000) =>
      String(
        await (await page.waitForFunction(shownText, [selector, text] as const, { timeout })).jsonValue(),
      ),
    controller: () => page.evaluate(controllerOf),
    screenshot: async (path) => {
      await page.screenshot({ path, fullPage: true });
    },
  };
}

/** A Firefox tab through Puppeteer. */
export function puppeteerPage(page: PuppeteerPage): ExamplePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return {
    errors,
    goto: async (url) => {
      await page.goto(url);
    },
    text: (selector) => page.evaluate(textOf, selector),
    count: (selector) => page.evaluate(countOf, selector),
    fill: (selector, value) => page.locator(selector).fill(value),
    click: (selector) => page.click(selector),
    shown: async (selector, text = '', timeout = 30_000) =>
      String(
        await (await page.waitForFunction(shownText, { timeout }, [selector, text] as const)).jsonValue(),
      ),
    controller: () => page.evaluate(controllerOf),
    screenshot: async (path) => {
      await page.screenshot({ path, fullPage: true });
    },
  };
}
