import { launchChromium } from '../../../scripts/chromium';
import type { SmokeConfig, SmokeReport } from '../smoke/smoke';
import { reportOf, serveSmokePage, smokeInPage } from './smoke-page';

/**
 * Serves the bundled smoke script from its own origin (so every call to the mock is cross-origin
 * and goes through CORS, as in a real app), runs it in headless Chromium and returns its report.
 */
export async function runInChromium(bundle: string, config: SmokeConfig): Promise<SmokeReport> {
  const page = await serveSmokePage(bundle);
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await tab.goto(page.url);
    return reportOf('chromium', await tab.evaluate(smokeInPage, config));
  } finally {
    await browser.close();
    await page.close();
  }
}
