import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

it('ships the service worker of the msw version it runs on', () => {
  const require = createRequire(import.meta.url);
  const msw = dirname(require.resolve('msw/package.json'));
  const shipped = readFileSync(join(import.meta.dirname, '..', 'mockServiceWorker.js'), 'utf8');
  expect(shipped).toBe(readFileSync(join(msw, 'lib', 'mockServiceWorker.js'), 'utf8'));
});
