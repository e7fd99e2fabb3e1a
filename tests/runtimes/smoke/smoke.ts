import type * as Sdk from '@petstore/sdk';

// Runs in Node 20/22/24, Bun, Deno, the browsers and Vercel Edge: only what every one of them has
// (fetch, URL, AbortController), no test framework, no Node built-ins. The SDK module is passed in,
// so each runtime loads the built package its own way.

/** Where the smoke run sends its requests. */
export interface SmokeConfig {
  readonly baseUrl: string;
  readonly apiKey: string;
  /** Makes names unique across runs against one server. */
  readonly runId: string;
}

/** What a smoke run did: the checks that passed, and the deprecation notices it received. */
export interface SmokeReport {
  readonly checks: string[];
  readonly warnings: string[];
  readonly deprecations: { operationId: string; sunset: string | undefined; link: string | undefined }[];
}

/** Every check of a smoke run, in the order it makes them: a full run passes them all. */
export const smokeChecks = [
  'categories.create',
  'categories.retrieve (after a 429)',
  'categories.list (after a 503)',
  'pets.create',
  'pets.list (one page)',
  'pets.list (next page)',
  'pets.list (for await)',
  'pets.retrieve (deprecated)',
  'pets.update',
  'store.inventory.update',
  'store.inventory.retrieve',
  'store.inventory.list',
  'store.orders.create',
  'store.orders.retrieve',
  'store.orders.list',
  'store.orders.update',
  'store.orders.cancel',
  'pets.delete',
  'typed errors',
  'validation before sending',
  'withResponse',
  'rate-limit headers readable',
] as const;

class SmokeFailure extends Error {
  override name = 'SmokeFailure';
}

async function rejection(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new SmokeFailure('expected the call to fail');
}

/** Calls every method of the SDK against a fresh standalone mock and checks each answer. */
export async function runSmoke(sdk: typeof Sdk, config: SmokeConfig): Promise<SmokeReport> {
  const checks: string[] = [];
  const check = (name: (typeof smokeChecks)[number], ok: unknown, detail?: unknown) => {
    if (!ok)
      throw new SmokeFailure(`${name} failed${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
    checks.push(name);
  };
  const warnings: string[] = [];
  const deprecations: SmokeReport['deprecations'] = [];
  const logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (...args: unknown[]) => warnings.push(args.map(String).join(' ')),
    error: (...args: unknown[]) => warnings.push(args.map(String).join(' ')),
  };
  const client = new sdk.PetStore({
    apiKey: config.apiKey,
    baseUrl: config.baseUrl,
    logger,
    onDeprecation: (info) =>
      deprecations.push({
        operationId: info.operationId,
        sunset: info.sunset?.toISOString(),
        link: info.link,
      }),
  });

  // The runner injected one 503 into listCategories and one 429 into getCategory: both are retried.
  const category = await client.categories.create({ name: `Dogs ${config.runId}`, description: 'smoke' });
  check('categories.create', category.id > 0 && category.name === `Dogs ${config.runId}`, category);
  const fetched = await client.categories.retrieve(category.id);
  check('categories.retrieve (after a 429)', fetched.id === category.id, fetched);
  const categories = await client.categories.list({ limit: 100 });
  check(
    'categories.list (after a 503)',
    categories.items.some((item) => item.id === category.id),
    categories.items,
  );

  const names = ['Rex', 'Tom', 'Kiki'];
  const pets = [];
  for (const name of names)
    pets.push(await client.pets.create({ name, categoryId: category.id, status: 'available' }));
  check(
    'pets.create',
    pets.every((pet, i) => pet.name === names[i] && pet.categoryId === category.id),
    pets,
  );
  const [rex, tom, kiki] = pets as [Sdk.Pet, Sdk.Pet, Sdk.Pet];

  const page = await client.pets.list({ categoryId: category.id, limit: 2 });
  check(
    'pets.list (one page)',
    page.items.length === 2 && page.total === 3 && page.hasNextPage(),
    page.total,
  );
  const next = await page.getNextPage();
  check('pets.list (next page)', next.items.length === 1 && next.items[0]?.id === kiki.id, next.items);
  const every: Sdk.Pet[] = [];
  for await (const pet of client.pets.list({ categoryId: category.id, limit: 2 })) every.push(pet);
  check(
    'pets.list (for await)',
    every.map((pet) => pet.id).join() === [rex.id, tom.id, kiki.id].join(),
    every,
  );

  const first = await client.pets.retrieve(rex.id);
  const again = await client.pets.retrieve(rex.id);
  check('pets.retrieve (deprecated)', first.id === rex.id && again.id === rex.id, first);
  const updated = await client.pets.update(tom.id, { status: 'sold' });
  check('pets.update', updated.status === 'sold', updated);

  const stock = await client.store.inventory.update(rex.id, { quantity: 3 });
  check('store.inventory.update', stock.quantity === 3, stock);
  const entry = await client.store.inventory.retrieve(rex.id);
  check('store.inventory.retrieve', entry.quantity === 3 && entry.status === 'available', entry);
  const sold = await client.store.inventory.list({ status: ['sold'], limit: 100 });
  check(
    'store.inventory.list',
    sold.items.some((item) => item.petId === tom.id),
    sold.items,
  );

  const order = await client.store.orders.create({ petId: rex.id, quantity: 2 });
  check('store.orders.create', order.quantity === 2 && order.complete === false, order);
  const read = await client.store.orders.retrieve(order.id as number);
  check('store.orders.retrieve', read.id === order.id, read);
  const listed = await client.store.orders.list({ petId: rex.id });
  check('store.orders.list', listed.items.length === 1 && listed.total === 1, listed.items);
  const done = await client.store.orders.update(order.id as number, { complete: true });
  check('store.orders.update', done.complete === true, done);
  const other = await client.store.orders.create({ petId: rex.id, quantity: 1 });
  await client.store.orders.cancel(other.id as number);
  check('store.orders.cancel', (await client.store.inventory.retrieve(rex.id)).quantity === 1);

  await client.pets.delete(kiki.id);
  const gone = await rejection(client.pets.retrieve(kiki.id));
  check('pets.delete', gone instanceof sdk.NotFoundError && gone.status === 404, String(gone));

  const conflict = await rejection(client.store.orders.create({ petId: rex.id, quantity: 5 }));
  check(
    'typed errors',
    conflict instanceof sdk.ConflictError && conflict.code === 'insufficient_stock',
    String(conflict),
  );
  const invalid = await rejection(client.pets.create({ name: '', categoryId: category.id }));
  check('validation before sending', invalid instanceof sdk.ValidationError, String(invalid));

  const { data, response } = await client.categories.retrieve(category.id).withResponse();
  check('withResponse', data.id === category.id && response.status === 200, response.status);
  check('rate-limit headers readable', typeof client.rateLimit?.limit === 'number', client.rateLimit);

  return { checks, warnings, deprecations };
}
