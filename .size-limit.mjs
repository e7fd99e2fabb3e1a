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
const setAt = { operations: 17, errorCodes: 28 };

export default [
  {
    name: "@petstore/sdk/functions: an app that creates a PetStoreCore and calls listPets, minified and gzipped with ky, zod/mini and the contract (holds today's 24.29 kB, 0.48 kB less than before the SDK's internals were split by concept and the time frames typed, docs/design/0023-sdk-internals.md, as the contract's schemas it never uses no longer ship, then 15 B more for `client.rateLimit` counting a window's answers as the gate does, then 56 B more for windows named by the reset the service sent; what each earlier raise paid for and what the split still costs is in docs/design/0012-sdk-bundle-size.md)",
    path: 'tests/packaging/fixtures/one-call-function-app.js',
    limit: follow({ limit: 24_286, at: setAt, perOperation: 0, perErrorCode: 20 }),
    gzip: true,
  },
  {
    name: "@petstore/sdk: an app that creates a client and calls one method, minified and gzipped with ky, zod/mini and the contract (holds today's 26.00 kB, 0.10 kB more than before the SDK's internals were split by concept and the time frames typed, docs/design/0023-sdk-internals.md, then 19 B more for `client.rateLimit` counting a window's answers as the gate does, then 61 B more for windows named by the reset the service sent; what each earlier raise paid for and what the split still costs is in docs/design/0012-sdk-bundle-size.md)",
    path: 'tests/packaging/fixtures/one-call-app.js',
    limit: follow({ limit: 26_003, at: setAt, perOperation: 50, perErrorCode: 20 }),
    gzip: true,
  },
  {
    name: "@petstore/sdk/functions with redisRateLimitStore: the function app of a server, ioredis and Node's crypto left out (holds today's 28.00 kB, 0.87 kB less than before the SDK's internals were split by concept and the time frames typed: the store's script no longer ships its comments, nor the app the contract's schemas it never uses; then 8 B more for `client.rateLimit` counting a window's answers as the gate does, then 176 B more for windows named by the reset the service sent (the script keeps and compares it), docs/design/0012-sdk-bundle-size.md, which says what each earlier raise paid for)",
    path: 'tests/packaging/fixtures/one-call-function-app-redis.js',
    ignore: ['ioredis', 'crypto'],
    limit: follow({ limit: 28_000, at: setAt, perOperation: 0, perErrorCode: 20 }),
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
    name: "@petstore/tanstack-query: the same one-query app whole, beside the SDK's function app above: the SDK's functions entry, ky, zod/mini, the contract and @tanstack/query-core's QueryClient (7.4 kB) with it (holds today's 32.33 kB, 0.47 kB less than before the SDK's internals were split by concept and the time frames typed, docs/design/0023-sdk-internals.md, as the contract's schemas it never uses no longer ship, then 12 B more for `client.rateLimit` counting a window's answers as the gate does, then 61 B more for windows named by the reset the service sent; what each earlier raise paid for and what the split still costs is in docs/design/0012-sdk-bundle-size.md)",
    path: 'tests/packaging/fixtures/one-query-app.js',
    limit: follow({ limit: 32_334, at: setAt, perOperation: 0, perErrorCode: 20 }),
    gzip: true,
  },
];
