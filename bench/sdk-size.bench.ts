// The browser bundle of a one-call app on the SDK, next to the same app on ky,
// openapi-fetch and zod, all built the same way.
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './internal/bench-result';
import { type BundleSize, bundleSize, bytesByPackage } from './internal/bundle-size';
import { gzipByPart, type PartCost } from './internal/gzip-by-part';
import { kilobytes, table } from './internal/markdown';

const here = fileURLToPath(new URL('.', import.meta.url));

// Each app makes one call and uses its result, so tree-shaking keeps what a real app keeps.
interface App {
  readonly name: string;
  readonly note: string;
  readonly source: string;
  /** Left out of the bundle: a server-only dependency. */
  readonly external?: readonly string[];
  /** The figure the app is held to (docs/design/0012-sdk-bundle-size.md), in bytes of gzip. */
  readonly goalBytes?: number;
}

const apps: readonly App[] = [
  {
    name: '@petstore/sdk/functions',
    note: '`new PetStoreCore()` + `listPets(core)`; the app of tests/packaging/fixtures/one-call-function-app.js',
    source: `import { PetStoreCore, listPets } from '@petstore/sdk/functions';
const core = new PetStoreCore({ apiKey: 'key' });
listPets(core, { status: 'available' }).then((page) => console.log(page.items.map((pet) => pet.name)));`,
    goalBytes: 15_000,
  },
  {
    name: '@petstore/sdk',
    note: '`new PetStore()` + `client.pets.list()`, with everything it pulls in (ky, zod/mini schemas of the contract); the app of tests/packaging/fixtures/one-call-app.js',
    source: `import { PetStore } from '@petstore/sdk';
const client = new PetStore({ apiKey: 'key' });
client.pets.list({ status: 'available' }).then((page) => console.log(page.items.map((pet) => pet.name)));`,
    goalBytes: 18_000,
  },
  {
    name: '@petstore/sdk/functions + redisRateLimitStore',
    note: 'the function app with the Redis store (a server app; ioredis and the Node built-ins left out): what the store adds',
    source: `import { PetStoreCore, listPets } from '@petstore/sdk/functions';
import { redisRateLimitStore } from '@petstore/rate-limit-redis';
const core = new PetStoreCore({ apiKey: 'key', rateLimitStore: redisRateLimitStore({ url: 'redis://127.0.0.1:6379' }) });
listPets(core, { status: 'available' }).then((page) => console.log(page.items.map((pet) => pet.name)));`,
    external: ['ioredis', 'node:*'],
  },
  {
    name: 'Octokit with throttling and retry',
    note: '`@octokit/core` with `plugin-throttling` and `plugin-retry`, one request',
    source: `import { Octokit } from '@octokit/core';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
const GitHub = Octokit.plugin(throttling, retry);
const octokit = new GitHub({ auth: 'key', throttle: { onRateLimit: () => true, onSecondaryRateLimit: () => true } });
octokit.request('GET /repos/{owner}/{repo}', { owner: 'a', repo: 'b' }).then((response) => console.log(response.data));`,
  },
  {
    name: 'openai-node',
    note: '`new OpenAI()` + `client.models.list()` (openai 6, the last for Node 20)',
    source: `import OpenAI from 'openai';
const client = new OpenAI({ apiKey: 'key', dangerouslyAllowBrowser: true });
client.models.list().then((page) => console.log(page.data.map((model) => model.id)));`,
  },
  {
    name: 'ky',
    note: 'one GET with JSON parsing',
    source: `import ky from 'ky';
ky.get('https://api.example.test/categories/1').json().then((body) => console.log(body));`,
  },
  {
    name: 'openapi-fetch',
    note: 'createClient + one GET',
    source: `import createClient from 'openapi-fetch';
createClient({ baseUrl: 'https://api.example.test' }).GET('/categories/1').then((result) => console.log(result.data));`,
  },
  {
    name: 'zod (classic, namespace import)',
    note: '`import * as z from "zod"`, one small object schema, one parse',
    source: `import * as z from 'zod';
const Item = z.object({ a: z.number().int().positive(), b: z.string().max(100), c: z.enum(['x', 'y']).optional() });
console.log(Item.parse(JSON.parse('{"a":1,"b":"b"}')));`,
  },
  {
    name: 'zod/mini (small schemas)',
    note: '`import * as z from "zod/mini"`, the same schema, one parse',
    source: `import * as z from 'zod/mini';
const Item = z.object({ a: z.int().check(z.positive()), b: z.string().check(z.maxLength(100)), c: z.optional(z.enum(['x', 'y'])) });
console.log(Item.parse(JSON.parse('{"a":1,"b":"b"}')));`,
  },
];

// What the SDK app loses when a package is left out of its bundle: that package's share of the gzip
// bytes, where the minified composition above overstates what compresses well.
const parts: readonly { name: string; external: readonly string[] }[] = [
  { name: 'ky', external: ['ky'] },
  { name: 'zod', external: ['zod', 'zod/*'] },
  { name: 'the contract with its zod schemas', external: ['@petstore/contract'] },
  { name: 'all three', external: ['ky', 'zod', 'zod/*', '@petstore/contract'] },
];

// What each part of the SDK's own code costs (and the contract's code it runs): its minified bytes
// and what the gzipped bundle shrinks by when its code is taken out of the output (the rest kept as
// built). Each source of the SDK and the contract belongs to one part; a source none names shows as
// "other", with its file.
const ownParts: readonly { name: string; sources: RegExp }[] = [
  {
    name: 'the client: calls, attempts, redirects',
    sources: /sdk\/src\/(core\/(petstore-core|api-resource)|client|functions|resources|api)\b/,
  },
  {
    name: 'the rate-limit gate and its in-memory store',
    sources: /sdk\/src\/rate-limit\/[\w-]+\./,
  },
  {
    name: 'the rate-limit fields: both header generations, Structured Fields (contract)',
    sources: /contract\/src\/wire\/(rate-limit-fields|structured-field|header-field)\./,
  },
  {
    name: "the service clock: the service's dates and HTTP-dates (contract)",
    sources: /contract\/src\/wire\/(service-clock|time-fields)\./,
  },
  { name: 'options and their checks', sources: /sdk\/src\/internal\/resolve-options\./ },
  {
    name: 'request preparation: path, query, headers, Idempotency-Key',
    sources:
      /sdk\/src\/internal\/(prepare-call|header-problems|random-id)\.|contract\/src\/(wire\/(expand-path|encode-query|idempotency-key)|service\/headers)\./,
  },
  { name: 'reading answers: the body, its validation', sources: /sdk\/src\/internal\/read-answer\./ },
  { name: 'typed errors', sources: /sdk\/src\/errors\/|contract\/src\/service\/(errors|http)\./ },
  {
    name: 'the call loop: attempts, retries and waits',
    sources: /sdk\/src\/core\/call-loop\./,
  },
  {
    name: 'calls out: ky, the timeout, key-safe redirects, timers, the logger, the guard of user code',
    sources: /sdk\/src\/internal\/transport\./,
  },
  { name: 'the call promise and pagination', sources: /sdk\/src\/core\/pagination\./ },
  { name: 'deprecation notices', sources: /sdk\/src\/internal\/deprecation-notices\./ },
  {
    name: 'hooks',
    sources: /sdk\/src\/internal\/call-hooks\./,
  },
  { name: 'key masking (contract)', sources: /contract\/src\/wire\/redact\./ },
  {
    name: "the contract's rows and schemas, the wording of validation issues",
    sources: /contract\/src\/((schemas|operations|table)\/|service\/(service|holds-caller)\.)/,
  },
  { name: 'the Redis store (@petstore/rate-limit-redis)', sources: /rate-limit-redis\/src\// },
];

/** The part a source of the bundle belongs to: one of `ownParts`, a package, or the app itself. */
function partOf(source: string): string {
  const own = ownParts.find((part) => part.sources.test(source));
  if (own) return own.name;
  if (/(^|\/)packages\/(sdk|contract)\//.test(source)) return `other: ${source.replace(/.*packages\//, '')}`;
  const fromModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source)?.[1];
  return fromModules === 'zod' || fromModules === 'ky' ? fromModules : 'the app and the rest';
}

async function gzipShares(app: App, full: number): Promise<Map<string, number>> {
  const shares = new Map<string, number>();
  for (const part of parts)
    shares.set(part.name, full - (await bundleSize(app.source, here, part.external)).gzip);
  return shares;
}

function composition(size: BundleSize): string {
  const total = size.minified;
  return [...bytesByPackage(size.inputs)]
    .map(([name, bytes]) => `${name} ${kilobytes(bytes)} (${Math.round((100 * bytes) / total)} %)`)
    .join(', ');
}

export async function run(): Promise<BenchResult> {
  const sizes = new Map<string, BundleSize>();
  for (const app of apps) sizes.set(app.name, await bundleSize(app.source, here, app.external));
  const held = apps.filter((app) => app.goalBytes !== undefined);
  const breakdowns: string[] = [];
  const goals = [];
  for (const app of held) {
    const size = sizes.get(app.name)!;
    const shares = await gzipShares(app, size.gzip);
    const ownCode = size.gzip - shares.get('all three')!;
    breakdowns.push(
      `**${app.name}.** Its minified bytes: ${composition(size)}. ` +
        `Its gzip bytes shrink by, when a package is left out: ${[...shares].map(([name, bytes]) => `${name} ${kilobytes(bytes)}`).join(', ')}; ` +
        `the rest, ${kilobytes(ownCode)}, is the SDK's own code (see docs/design/0012-sdk-bundle-size.md).`,
    );
    goals.push({
      goal: `${app.name} one-call app ≤ ${kilobytes(app.goalBytes!)} minified + gzipped`,
      met: size.gzip <= app.goalBytes!,
      detail: `${kilobytes(size.gzip)} gzip, of which ky, zod and the contract ${kilobytes(size.gzip - ownCode)} (ky alone ${kilobytes(sizes.get('ky')!.gzip)}, zod/mini alone ${kilobytes(sizes.get('zod/mini (small schemas)')!.gzip)})`,
    });
  }
  // The SDK apps, part by part (the store's app too: what the store's own code costs).
  const sdkApps = apps.filter((app) => app.name.startsWith('@petstore/'));
  const costs = sdkApps.map((app) => {
    const size = sizes.get(app.name)!;
    return gzipByPart(size.code, size.sourceMap, partOf);
  });
  const partNames = [...ownParts.map((part) => part.name), 'zod', 'ky', 'the app and the rest'];
  const others = [...new Set(costs.flatMap((cost) => [...cost.keys()]))].filter((name) =>
    name.startsWith('other: '),
  );
  const cell = (cost: PartCost | undefined) => (cost ? `${kilobytes(cost.minified)} / ${cost.gzip} B` : '–');
  const markdown = [
    'A one-call browser app bundled by esbuild (ESM, minified, tree-shaken, `NODE_ENV=production`); ' +
      'gzip at level 9, brotli at quality 11. Workspace packages are bundled from their sources. ' +
      'Sizes are deterministic: one build each.',
    table(
      ['app', 'minified', 'gzip', 'brotli', 'what it does'],
      apps.map((app) => {
        const size = sizes.get(app.name)!;
        return [app.name, kilobytes(size.minified), kilobytes(size.gzip), kilobytes(size.brotli), app.note];
      }),
    ),
    ...breakdowns,
    "**What each part costs.** Minified KB / the bytes the gzipped bundle shrinks by when the part's " +
      'code is taken out of the output, the rest kept as built (the code is what the bundler kept of ' +
      "the part's sources, mapped by esbuild's source map; the shares overlap a little, so they add " +
      "up to a little less or more than the whole). The SDK's own parts first, the contract's code " +
      'it runs among them; the Redis store only in the app that has it.',
    table(
      ['part', ...sdkApps.map((app) => app.name)],
      [...partNames, ...others].map((name) => [name, ...costs.map((cost) => cell(cost.get(name)))]),
    ),
    `The parts' shares add up to ${sdkApps
      .map((app, index) => {
        const sum = [...costs[index]!.values()].reduce((total, cost) => total + cost.gzip, 0);
        return `${sum} B of the ${sizes.get(app.name)!.gzip} B of ${app.name}`;
      })
      .join(', ')}.`,
  ].join('\n\n');
  return { title: 'SDK bundle size', markdown, goals };
}
