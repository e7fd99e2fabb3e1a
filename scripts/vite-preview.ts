import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, preview } from 'vite';
import { describe, expect, it } from 'vitest';

/** A Vite app built into a temporary folder and served by `vite preview`. */
export interface BuiltApp {
  /** The folder `vite build` wrote. */
  readonly outDir: string;
  /** The preview server's root URL. */
  readonly url: string;
  /** Stops the server and removes the folder. */
  close(): Promise<void>;
}

const configOf = (root: string) =>
  ({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'error' }) as const;

/**
 * Builds the Vite app of `root` (its `vite.config.ts`) and serves the build on a free loopback port:
 * the page as it ships, a few bundled files where a dev server serves every module of the SDK and
 * the mock one by one, each fetched, parsed and compiled by the browser (seconds of CPU a page).
 * @param root the app's folder
 * @returns the build's folder, its URL and how to stop it
 */
export async function buildAndPreview(root: string): Promise<BuiltApp> {
  const outDir = mkdtempSync(join(tmpdir(), 'petstore-vite-build-'));
  try {
    await build({ ...configOf(root), build: { outDir } });
    const server = await preview({
      ...configOf(root),
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error(`vite preview of ${root} did not report its URL`);
    return {
      outDir,
      url,
      async close() {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * What the dev server (`vite`) of the app of `root` answers at `path`, and what the build holds
 * there: the service worker the vite config serves in dev must be the one it emits in the build.
 * @param app the app's build
 * @param root the app's folder
 * @param path a path of the build, e.g. `/mockServiceWorker.js`
 * @returns the dev server's answer and the build's file
 */
async function devServerAnswer(
  app: BuiltApp,
  root: string,
  path: string,
): Promise<{ status: number; contentType: string | null; body: string; built: string }> {
  const dev = await createServer({ ...configOf(root), server: { host: '127.0.0.1', port: 0 } });
  try {
    await dev.listen();
    const answer = await fetch(new URL(path, dev.resolvedUrls?.local[0]));
    return {
      status: answer.status,
      contentType: answer.headers.get('content-type'),
      body: await answer.text(),
      built: readFileSync(join(app.outDir, path), 'utf8'),
    };
  } finally {
    await dev.close();
  }
}

/**
 * The checks of an example's build and dev server, one home for both Vite examples: the build holds
 * the page and the mock service worker its tests ran on, and the dev server (`vite`), where
 * `start()` registers the worker, serves the same worker.
 * @param root the app's folder
 * @param built the app's build, once the file's set-up has made it
 */
export function describeBuildAndDevServer(root: string, built: () => BuiltApp): void {
  describe('the build and the dev server', () => {
    it('emits the page and the mock service worker (the tests above ran on them)', () => {
      expect(existsSync(join(built().outDir, 'index.html'))).toBe(true);
      expect(existsSync(join(built().outDir, 'mockServiceWorker.js'))).toBe(true);
    });

    it('serves the same mock service worker in dev (`vite`), where `start()` registers it', async () => {
      const answer = await devServerAnswer(built(), root, '/mockServiceWorker.js');
      expect(answer.status).toBe(200);
      expect(answer.contentType).toBe('text/javascript');
      expect(answer.body).toBe(answer.built);
    });
  });
}
