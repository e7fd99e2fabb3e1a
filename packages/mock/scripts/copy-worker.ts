// Copies MSW's service worker next to this package.json, so that the published
// `@petstore/mock/mockServiceWorker.js` is always the worker of the msw version the mock runs on.
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const source = join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
copyFileSync(source, join(here, '..', 'mockServiceWorker.js'));
