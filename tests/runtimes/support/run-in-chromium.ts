import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '../../../scripts/chromium';
import type { SmokeConfig, SmokeReport } from '../smoke/smoke';

const page =
  '<!doctype html><meta charset="utf-8"><title>smoke</title><script type="module" src="/smoke.js"></script>';

/**
 * Serves the bundled smoke script from its own origin (so every call to the mock is cross-origin
 * and goes through CORS, as in a real app), runs it in headless Chromium and returns its report.
 */
export async function runInChromium(bundle: string, config: SmokeConfig): Promise<SmokeReport> {
  const script = await readFile(bundle);
  const server = createServer((req, res) => {
    if (req.url === '/smoke.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const problems: string[] = [];
    tab.on('pageerror', (error) => problems.push(String(error)));
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await tab.waitForFunction(() => 'runSmoke' in globalThis, undefined, { timeout: 30_000 });
    const report = await tab.evaluate(
      (smokeConfig) =>
        (globalThis as unknown as { runSmoke(c: SmokeConfig): Promise<SmokeReport> }).runSmoke(smokeConfig),
      config,
    );
    if (problems.length > 0) throw new Error(`errors in the page: ${problems.join('\n')}`);
    return report;
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
