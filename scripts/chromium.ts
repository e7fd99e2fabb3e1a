import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Where the machine's Chromium is: `CHROMIUM_PATH`, else Debian's package. `scripts/ensure-chromium.mjs` installs it. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, ...candidates].find((path) => path && existsSync(path));
  if (!found)
    throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH');
  return found;
}

/** The command-line switches this sandboxed, offline machine needs (Playwright Test's `launchOptions.args` too). */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches the machine's Chromium headless with the flags this sandboxed, offline machine needs.
 * @param extraArgs further command-line switches, e.g. `--host-resolver-rules=…`
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...chromiumArgs, ...extraArgs],
  });
}
