import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Where the machine's Chromium is: `CHROMIUM_PATH`, else Debian's package. `scripts/ensure-chromium.mjs` installs it. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, ...candidates].find((path) => path && existsSync(path));
  if (!found)
    throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH');
  return found;
}

/** The command-line switches this sandboxed, offline machine needs. */
const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Parts of Chromium's own window that no test looks at. Headless Chromium still builds a browser
 * window for every context, and with it a renderer process for the address bar's popup (a WebUI
 * page): about 0.5 CPU-s per context, more than the tested page's own renderer. Without them, four
 * contexts each loading a small page cost 2.1 CPU-s instead of 4.1.
 */
const disabledFeatures: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Joins Playwright's `--disable-features` list and the one above into one (Chromium honours only the last). */
const withMergedFeatures = fileURLToPath(new URL('./chromium-features.sh', import.meta.url));

/**
 * Playwright's launch options for the machine's Chromium, headless, with the switches this sandboxed,
 * offline machine needs (also Playwright Test's `use.launchOptions`).
 * @param extraArgs further command-line switches, e.g. `--host-resolver-rules=…`
 * @returns options for `chromium.launch`
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return {
    executablePath: withMergedFeatures,
    headless: true,
    args: [
      `--chromium=${chromiumPath()}`,
      ...chromiumArgs,
      `--disable-features=${disabledFeatures.join(',')}`,
      ...extraArgs,
    ],
  };
}

/**
 * Launches the machine's Chromium headless with the flags this sandboxed, offline machine needs.
 * @param extraArgs further command-line switches, e.g. `--host-resolver-rules=…`
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
