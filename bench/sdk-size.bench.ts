// Issue 6, item 2: the browser bundle of a one-call app on the SDK, next to the same app on ky,
// openapi-fetch and zod, all built the same way.
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './internal/bench-result';
import { type BundleSize, bundleSize, bytesByPackage } from './internal/bundle-size';
import { kilobytes, table } from './internal/markdown';

const goalBytes = 15_000;
const here = fileURLToPath(new URL('.', import.meta.url));

// Each app makes one call and uses its result, so tree-shaking keeps what a real app keeps.
const apps: readonly { name: string; note: string; source: string }[] = [
  {
    name: '@petstore/sdk',
    note: 'client + one method, with everything it pulls in (ky, zod/mini schemas of the contract)',
    source: `import { PetStore } from '@petstore/sdk';
const client = new PetStore({ apiKey: 'key' });
client.categories.retrieve(1).then((category) => console.log(category));`,
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

function composition(size: BundleSize): string {
  const total = size.minified;
  return [...bytesByPackage(size.inputs)]
    .map(([name, bytes]) => `${name} ${kilobytes(bytes)} (${Math.round((100 * bytes) / total)} %)`)
    .join(', ');
}

export async function run(): Promise<BenchResult> {
  const sizes = new Map<string, BundleSize>();
  for (const app of apps) sizes.set(app.name, await bundleSize(app.source, here));
  const sdk = sizes.get('@petstore/sdk')!;
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
    `What the SDK app's minified bytes are made of: ${composition(sdk)}.`,
  ].join('\n\n');
  return {
    title: 'SDK bundle size',
    markdown,
    goals: [
      {
        goal: `SDK one-call app ≤ ${kilobytes(goalBytes)} minified + gzipped`,
        met: sdk.gzip <= goalBytes,
        detail: `${kilobytes(sdk.gzip)} gzip (ky alone ${kilobytes(sizes.get('ky')!.gzip)}, zod/mini alone ${kilobytes(sizes.get('zod/mini (small schemas)')!.gzip)})`,
      },
    ],
  };
}
