import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

const candidates = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** Where the machine's Firefox is: `FIREFOX_PATH`, else Debian's Firefox ESR. `scripts/ensure-firefox.mjs` installs it. */
export function firefoxPath(): string {
  const found = [process.env.FIREFOX_PATH, ...candidates].find((path) => path && existsSync(path));
  if (!found) throw new Error('No Firefox found: run `node scripts/ensure-firefox.mjs` or set FIREFOX_PATH');
  return found;
}

/**
 * Launches the machine's Firefox headless, in a fresh profile, driven through puppeteer-core over
 * WebDriver BiDi (Firefox's own protocol; Playwright's Firefox needs a build of its own). Puppeteer
 * picks a free loopback port for BiDi, and `browser.close()` ends the process it started.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // This machine is offline but for loopback: nothing of Firefox's own may call out and wait.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.downloads.remote.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // One content process for every site (no site isolation, which no test here looks at):
      // Firefox in examples/browser's test took 5.3 CPU-s instead of 6.1 (medians of 3).
      'fission.autostart': false,
      'dom.ipc.processCount': 1,
    },
  });
}
