import { launchFirefox } from '../../../scripts/firefox';
import type { SmokeBrowser } from './smoke-browsers';
import { reportOf, smokeInPage } from './smoke-page';

/** Debian's Firefox ESR, headless, driven over WebDriver BiDi (`scripts/firefox.ts`). */
export async function startFirefox(): Promise<SmokeBrowser> {
  const browser = await launchFirefox();
  return {
    async run(pageUrl, config) {
      const tab = await browser.newPage();
      try {
        await tab.goto(pageUrl);
        return reportOf('firefox', await tab.evaluate(smokeInPage, config));
      } finally {
        await tab.close();
      }
    },
    close: () => browser.close(),
  };
}
