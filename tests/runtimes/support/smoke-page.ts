import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmokeConfig, SmokeReport } from '../smoke/smoke';

// The page records what the smoke run did not await (an uncaught error, an unhandled rejection),
// so that a browser driven without an event channel (classic WebDriver) can read them too.
const page = [
  '<!doctype html><meta charset="utf-8"><title>smoke</title>',
  '<script>globalThis.smokeErrors = [];',
  "addEventListener('error', (event) => smokeErrors.push(String(event.error ?? event.message)));",
  "addEventListener('unhandledrejection', (event) => smokeErrors.push(String(event.reason)));</script>",
  '<script type="module" src="/smoke.js"></script>',
].join('\n');

/** The page of the smoke run, served from its own loopback origin. */
export interface SmokePage {
  /** The page's address: every call it makes to the mock is cross-origin and goes through CORS. */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the bundled smoke script (`smoke-browser.js`) in a page on a free loopback port. */
export async function serveSmokePage(bundle: string): Promise<SmokePage> {
  const script = await readFile(bundle);
  const server = createServer((req, res) => {
    if (req.url === '/smoke.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** What the page's script hands back to the driver: the report, or why there is none. */
export type PageOutcome =
  | { readonly report: SmokeReport; readonly errors: readonly string[] }
  | { readonly failure: string; readonly errors: readonly string[] };

/**
 * Runs in the page (the driver sends its source): calls the bundle's `runSmoke` and settles with
 * its report or its failure, and the errors the page recorded meanwhile. Never rejects, so every
 * driver reads a failure the same way.
 */
export async function smokeInPage(config: SmokeConfig): Promise<PageOutcome> {
  const scope = globalThis as unknown as {
    runSmoke?: (config: SmokeConfig) => Promise<SmokeReport>;
    smokeErrors: string[];
  };
  if (!scope.runSmoke)
    return { failure: 'the page has no runSmoke: smoke.js did not run', errors: scope.smokeErrors };
  try {
    const report = await scope.runSmoke(config);
    return { report, errors: scope.smokeErrors };
  } catch (error) {
    const detail =
      error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    return { failure: detail, errors: scope.smokeErrors };
  }
}

/** The report of a page's run; throws with the failure and every error the page recorded. */
export function reportOf(browser: string, outcome: PageOutcome): SmokeReport {
  if ('failure' in outcome || outcome.errors.length > 0) {
    const failure = 'failure' in outcome ? `${outcome.failure}\n` : '';
    throw new Error(
      `the smoke run in ${browser} failed: ${failure}errors in the page: ${outcome.errors.join('\n')}`,
    );
  }
  return outcome.report;
}
