// The browser bundles size-limit measures (tests/packaging/size.test.ts runs it after the build).
// Each budget follows the surface of the contract: the limit it was set at, for the operations and
// error codes the contract had then, plus an allowance for each operation and each error code added
// since (docs/design/0012-sdk-bundle-size.md). So adding an operation needs no edit here, and a
// regression of the code that every call runs still fails.
import { errorStatuses, operationSpecs } from './packages/contract/dist/index.js';

const surface = {
  operations: Object.keys(operationSpecs).length,
  errorCodes: Object.keys(errorStatuses).length,
};

/**
 * A budget in size-limit's terms.
 * @param {{ limit: number, at: { operations: number, errorCodes: number }, perOperation: number, perErrorCode: number }} budget
 *   `limit` in bytes (gzip) when the contract had `at`; `perOperation` and `perErrorCode` in bytes.
 */
function follow({ limit, at, perOperation, perErrorCode }) {
  const bytes =
    limit +
    perOperation * (surface.operations - at.operations) +
    perErrorCode * (surface.errorCodes - at.errorCodes);
  return `${bytes / 1000} kB`;
}

// The surface the limits were set at: each operation and error code added since allows the apps
// what one was measured to cost, with a margin (docs/design/0012-sdk-bundle-size.md, "Holding the
// figures"), so adding one needs no edit of the budgets.
const setAt = { operations: 17, errorCodes: 26 };

export default [
  {
    name: "@petstore/sdk/functions: an app that creates a PetStoreCore and calls listPets, minified and gzipped with ky, zod/mini and the contract (holds today's 24.78 kB, 0.06 kB of it the rate-limit gate over its rules with one options object per wait and a retry budget that cannot pass maxRetries, and the clocks' moments as types whose store measures a server's clock against the client's, docs/design/0025-the-service-clock.md and 0028-waking-without-another-request.md; 0.05 kB of it a waiting call's own timer to the end of its lease, the in-memory store's turns that end with their lease and the waiting calls kept per store, so that no call needs another call's answer to wake (in a Cloudflare Worker, another request's), docs/design/0028-waking-without-another-request.md; 0.16 kB of it the rate-limit gate's clock that never steps back, one per store, so a client clock set back lengthens no wait, docs/design/0025-the-service-clock.md; 0.04 kB of it a next link that is no URL failing the next page with a typed error, docs/design/0026-tanstack-query.md; 0.55 kB of it reading the service's dates on the service's clock from its Date and HTTP-dates in their three forms only, docs/design/0025-the-service-clock.md; 0.28 kB of it masking the key in time linear in the text, without a pattern built from it, a key that holds a percent escape included, docs/design/0007-keys-authentication-and-browsers.md; 0.23 kB less than before the SDK read each answer once and the contract stopped carrying its unused service object and deprecated row, docs/design/0023-sdk-internals.md; 0.63 kB of it the guards that keep code a user plugs in from breaking a call; the goal of 15 kB is not reachable with ky, zod and every behaviour kept: ky, zod and the contract alone are 14.0 kB, see docs/design/0012-sdk-bundle-size.md)",
    path: 'tests/packaging/fixtures/one-call-function-app.js',
    limit: follow({ limit: 24_780, at: setAt, perOperation: 0, perErrorCode: 20 }),
    gzip: true,
  },
  {
    name: "@petstore/sdk: an app that creates a client and calls one method, minified and gzipped with ky, zod/mini and the contract (holds today's 25.91 kB, 0.08 kB of it the rate-limit gate over its rules with one options object per wait and a retry budget that cannot pass maxRetries, and the clocks' moments as types whose store measures a server's clock against the client's, docs/design/0025-the-service-clock.md and 0028-waking-without-another-request.md; 0.05 kB of it a waiting call's own timer to the end of its lease, the in-memory store's turns that end with their lease and the waiting calls kept per store, so that no call needs another call's answer to wake (in a Cloudflare Worker, another request's), docs/design/0028-waking-without-another-request.md; 0.15 kB of it the rate-limit gate's clock that never steps back, one per store, so a client clock set back lengthens no wait, docs/design/0025-the-service-clock.md; 0.04 kB of it a next link that is no URL failing the next page with a typed error, 0.09 kB the `changes` of each write in its row, which the TanStack Query integration derives its invalidation from, docs/design/0026-tanstack-query.md; 0.55 kB of it reading the service's dates on the service's clock from its Date and HTTP-dates in their three forms only, docs/design/0025-the-service-clock.md; 0.28 kB of it masking the key in time linear in the text, without a pattern built from it, a key that holds a percent escape included, docs/design/0007-keys-authentication-and-browsers.md; 1.4 kB of it reads the standard rate-limit fields, docs/design/0017-standard-rate-limit-fields.md, 0.6 kB runs the hooks, 0.6 kB keeps code a user plugs in (hooks, logger, rate-limit store, fetch) from breaking a call, 0.4 kB is per-call speed work, 0.15 kB refuses a function's first argument that is not a client and a call's timeout or retry count out of range, see docs/design/0012-sdk-bundle-size.md and 0023-sdk-internals.md)",
    path: 'tests/packaging/fixtures/one-call-app.js',
    limit: follow({ limit: 25_910, at: setAt, perOperation: 50, perErrorCode: 20 }),
    gzip: true,
  },
  {
    name: "@petstore/sdk/functions with redisRateLimitStore: the function app of a server, ioredis and Node's crypto left out (holds today's 28.81 kB, 0.12 kB of it the rate-limit gate over its rules with one options object per wait and a retry budget that cannot pass maxRetries, and the clocks' moments as types whose store measures a server's clock against the client's, docs/design/0025-the-service-clock.md and 0028-waking-without-another-request.md; 0.05 kB of it a waiting call's own timer to the end of its lease, the in-memory store's turns that end with their lease and the waiting calls kept per store, so that no call needs another call's answer to wake (in a Cloudflare Worker, another request's), docs/design/0028-waking-without-another-request.md; 0.19 kB of it the gate's clock that never steps back and the store taking its steps off Redis's offset, measured again at once when this process's clock steps back, docs/design/0025-the-service-clock.md; 0.55 kB of it reading the service's dates on the service's clock from its Date and HTTP-dates in their three forms only, docs/design/0025-the-service-clock.md; 0.28 kB of it masking the key in time linear in the text, without a pattern built from it, a key that holds a percent escape included, docs/design/0007-keys-authentication-and-browsers.md; the store adds 3.9 kB, its decision script shipped as text with its comments, the fair split's rule that no member waits for an answer no request in flight will bring among them, and pulls in nothing of the client class)",
    path: 'tests/packaging/fixtures/one-call-function-app-redis.js',
    ignore: ['ioredis', 'crypto'],
    limit: follow({ limit: 28_810, at: setAt, perOperation: 0, perErrorCode: 20 }),
    gzip: true,
  },
  {
    name: "@petstore/tanstack-query: its own code in an app that fetches one query (listPetsQueryOptions with a QueryClient), minified and gzipped, the SDK, the contract and @tanstack/query-core left out (holds today's 1.04 kB: the key, the query function handing over the signal, the page read from its Link (one it cannot read a typed error), the retry policy; a one-query app carries one operation's options, docs/design/0026-tanstack-query.md)",
    path: 'tests/packaging/fixtures/one-query-app-own.js',
    ignore: ['@petstore/sdk', '@petstore/contract', '@tanstack/query-core'],
    limit: follow({ limit: 1_100, at: setAt, perOperation: 0, perErrorCode: 0 }),
    gzip: true,
  },
  {
    name: "@petstore/tanstack-query: the same one-query app whole, beside the SDK's function app above: the SDK's functions entry, ky, zod/mini, the contract and @tanstack/query-core's QueryClient (7.4 kB) with it (holds today's 32.84 kB, 0.09 kB of it the rate-limit gate over its rules with one options object per wait and a retry budget that cannot pass maxRetries, and the clocks' moments as types whose store measures a server's clock against the client's, docs/design/0025-the-service-clock.md and 0028-waking-without-another-request.md; 0.05 kB of it a waiting call's own timer to the end of its lease, the in-memory store's turns that end with their lease and the waiting calls kept per store, so that no call needs another call's answer to wake (in a Cloudflare Worker, another request's), docs/design/0028-waking-without-another-request.md; 0.55 kB of it the SDK reading the service's dates on the service's clock and 0.15 kB its rate-limit gate's clock that never steps back, docs/design/0025-the-service-clock.md; 0.04 kB of it a page that keeps the path parameters of its call and the header parameters an operation declares, docs/design/0029-operation-shapes.md)",
    path: 'tests/packaging/fixtures/one-query-app.js',
    limit: follow({ limit: 32_840, at: setAt, perOperation: 0, perErrorCode: 20 }),
    gzip: true,
  },
];
