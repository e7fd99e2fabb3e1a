/**
 * The gallery of shapes (packages/contract/test/gallery): every generator of the repository run on
 * a contract of operations the real one lacks yet (lists under one and two path parameters, a
 * second list and create of a tag, a nested create, a write with a query, a read answering 204, a
 * read with header parameters, a deprecated write, a sub-resource `client.pets.orders`). What they
 * write goes to a folder of `.tmp/`, must typecheck, and every operation is called through the
 * SDK's class and functions, its TanStack Query options and its MCP tool against a real server
 * that records what reached the wire: every declared input, and every page under its path.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { errorCodes } from '@petstore/contract';
import { expandPath } from '@petstore/contract/internal';
import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../../scripts/generate/generated-files';
import { namedSchemas, type Schema } from '../../contract/scripts/named-schemas';
import { buildOperation } from '../../contract/src/openapi/build-operation';
import type { OperationDefinition } from '../../contract/src/operations/operation';
import { type GalleryOperation, galleryOperations, gallerySchemas } from '../../contract/test/gallery/index';
import { type RecordedRequest, startGalleryServer } from '../../contract/test/gallery/server';
import { success } from '../../mcp/src/results';
import { buildTools } from '../../mcp/src/tools';
import { renderSurface } from '../../sdk/scripts/generate-surface';
import { type SdkOperation, type SurfaceContract, sdkOperations } from '../../sdk/scripts/surface';
import { NotFoundError, PetStoreCore } from '../../sdk/src/functions';
import { renderQueries } from '../scripts/generate-queries';

const galleryModule = join(root, 'packages/contract/test/gallery/index');
const sdkSource = join(root, 'packages/sdk/src');
const queriesSource = join(root, 'packages/tanstack-query/src');

/** The gallery as the generators take a contract. */
function galleryContract(operations: readonly GalleryOperation[] = galleryOperations): SurfaceContract {
  const names = new Map(namedSchemas());
  for (const [name, value] of Object.entries(gallerySchemas))
    if (value && typeof value === 'object' && '_zod' in value) names.set(value as Schema, name);
  return { operations, names, errorCodes, modulesFolder: 'packages/contract/test/gallery/operations' };
}

/** What each operation is called with: every input it declares, so that each can be seen on the wire. */
const inputs: Record<
  string,
  { path?: Record<string, number>; query?: object; body?: object; headers?: object }
> = {
  listOrders: { query: { complete: true, limit: 1 } },
  listPetOrders: { path: { petId: 1 }, query: { complete: false, limit: 1 } },
  createPetOrder: { path: { petId: 2 }, body: { quantity: 3 } },
  listOrderEvents: { path: { petId: 1, orderId: 3 }, query: { limit: 2 } },
  updatePetNote: { path: { petId: 1 }, query: { notify: true }, body: { text: 'Loves carrots' } },
  deletePetNote: { path: { petId: 2 } },
  checkPetExists: { path: { petId: 1 } },
  getPetCard: { path: { petId: 1 }, headers: { 'accept-language': 'fr', 'x-trace-label': 'gallery' } },
};

/** The arguments after the client, in the generated signature's order. */
function argumentsOf(call: SdkOperation): unknown[] {
  const input = inputs[call.functionName] ?? {};
  return [
    ...call.pathParams.map((param) => input.path?.[param.name]),
    ...(call.query ? [input.query] : []),
    ...(call.body ? [input.body] : []),
    ...(call.headers ? [input.headers] : []),
  ];
}

/** Every declared input of the call, checked on one recorded request: path, query, headers, body. */
function expectInputsOnTheWire(call: SdkOperation, request: RecordedRequest | undefined) {
  const input = inputs[call.functionName] ?? {};
  expect(request?.operationId).toBe(call.functionName);
  expect(request?.path).toBe(expandPath(call.operation.path, input.path ?? {}));
  for (const [name, value] of Object.entries(input.query ?? {}))
    expect(request?.query[name], `${call.functionName}: query ${name}`).toEqual([String(value)]);
  for (const [name, value] of Object.entries(input.headers ?? {}))
    expect(request?.headers[name], `${call.functionName}: header ${name}`).toBe(String(value));
  expect(request?.body).toEqual(input.body);
}

let folder: string;
let written: ReadonlyMap<string, string>;
let server: Awaited<ReturnType<typeof startGalleryServer>>;
type Generated = Record<string, (...args: unknown[]) => unknown>;
let functions: Generated;
let resources: Record<string, new (core: PetStoreCore) => object>;
let options: Generated;
let core: PetStoreCore;
const calls = sdkOperations(galleryContract());

/** A module of the generated folder, as shims re-export the packages' own sources from it. */
function shim(file: string, target: string) {
  const path = join(folder, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `export * from '${target}';\n`);
}

beforeAll(async () => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  folder = mkdtempSync(join(root, '.tmp', 'gallery-'));
  const sdk = join(folder, 'sdk');
  const queries = join(folder, 'tanstack-query');
  const files = new Map([
    ...renderSurface(galleryContract(), {
      source: sdk,
      apiMd: join(sdk, 'api.md'),
      typesModule: galleryModule,
      rowsModule: galleryModule,
    }),
    ...renderQueries(galleryContract(), {
      source: queries,
      typesModule: galleryModule,
      rowsModule: galleryModule,
      functionsModule: join(sdk, 'functions-entry'),
    }),
  ]);
  written = files;
  for (const [path, text] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  // What the generated files import beside each other, as the packages' sources.
  for (const module of ['core/petstore-core', 'core/pagination', 'core/api-resource', 'api/client-options'])
    shim(join('sdk', `${module}.ts`), join(sdkSource, module));
  for (const module of ['internal/build-options', 'api/options'])
    shim(join('tanstack-query', `${module}.ts`), join(queriesSource, module));
  writeFileSync(
    join(sdk, 'functions-entry.ts'),
    `export { PetStoreCore } from '${join(sdkSource, 'core/petstore-core')}';\nexport * from './functions/index';\n`,
  );
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { noEmit: true, typeRoots: [join(root, 'node_modules/@types')] },
      include: ['**/*.ts'],
    }),
  );
  server = await startGalleryServer();
  functions = (await import(join(sdk, 'functions/index.ts'))) as Generated;
  resources = await import(join(sdk, 'resources/index.ts'));
  options = (await import(join(queries, 'operations/index.ts'))) as Generated;
  core = new PetStoreCore({ apiKey: 'demo-enterprise', baseUrl: server.baseUrl, maxRetries: 0 });
  // Biome formats each generated file in a process of its own.
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the generators on the gallery of shapes', () => {
  it('write code that typechecks: the SDK, api.md and the TanStack Query options', () => {
    const compiled = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(folder, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    // A type error names the generated file, whose first lines name the generator and the modules.
    expect(compiled.stdout).toBe('');
    expect(compiled.status).toBe(0);
  }, 120_000);

  it('name the generator and the modules first in every file they write', () => {
    for (const [path, text] of written)
      if (path.endsWith('.ts'))
        expect(text.split('\n').slice(0, 2).join('\n'), path).toMatch(
          /^\/\/ Written by `pnpm generate` \(packages\/(sdk|tanstack-query)\/scripts\/generate-(surface|queries)\.ts\) from the operation modules of packages\/contract\/test\/gallery\/operations; do not edit\.\n\/\/ A type error here is fixed in the generator or in an operation's module, never in this file\.$/,
        );
  });

  it('place every operation where its module says, with a sub-resource under the pets', () => {
    expect(calls.map((call) => `${[...call.resource, call.method].join('.')} ${call.functionName}`)).toEqual([
      'pets.exists checkPetExists',
      'pets.retrieve getPetCard',
      'pets.setNote updatePetNote',
      'pets.deleteNote deletePetNote',
      'store.orders.list listOrders',
      'pets.orders.list listPetOrders',
      'pets.orders.create createPetOrder',
      'pets.orders.events.list listOrderEvents',
    ]);
  });

  it('list every operation in api.md under its place, with its route', () => {
    const text = readFileSync(join(folder, 'sdk', 'api.md'), 'utf8');
    for (const call of calls) {
      const row = text.split('\n').find((line) => line.includes(`| \`${call.functionName}\` |`));
      expect(row).toContain(`| \`${call.method}(`);
      expect(row).toContain(`\`${call.operation.method.toUpperCase()} ${call.operation.path}\``);
    }
    expect(text).toContain('## `client.pets.orders.events`');
  });

  it('write an OpenAPI operation with every input: path, query, header parameters, body, deprecation', () => {
    for (const operation of galleryOperations) {
      const built = buildOperation(operation as unknown as OperationDefinition);
      const parameters = (built.parameters ?? []) as { name: string; in: string }[];
      const input = inputs[operation.operationId] ?? {};
      const declared = [
        ...Object.keys(input.path ?? {}).map((name) => `path ${name}`),
        ...Object.keys(operation.query?.shape ?? {}).map((name) => `query ${name}`),
        ...Object.keys(operation.headers?.shape ?? {}).map((name) => `header ${name}`),
      ];
      expect(declared.every((entry) => parameters.some((p) => `${p.in} ${p.name}` === entry))).toBe(true);
      expect(Boolean(built.requestBody)).toBe(Boolean(operation.body));
      expect(built.deprecated).toBe(operation.deprecated ? true : undefined);
    }
  });
});

describe.each(calls.map((call) => [call.functionName, call] as const))('%s, end to end', (_name, call) => {
  const sent = () => server.received.filter((request) => request.operationId === call.functionName);

  it('through the function and the class: every input on the wire, every page under its path', async () => {
    const client = Object.fromEntries(
      Object.entries(resources).map(([name, Resource]) => [name.toLowerCase(), new Resource(core)]),
    );
    const method = [...call.resource].reduce<Record<string, unknown>>(
      (resource, name) => resource[name] as Record<string, unknown>,
      client,
    )[call.method] as (...args: unknown[]) => unknown;
    for (const send of [
      () => (functions[call.functionName] as (...args: unknown[]) => unknown)(core, ...argumentsOf(call)),
      () =>
        method.call(
          [...call.resource].reduce<Record<string, unknown>>(
            (resource, name) => resource[name] as Record<string, unknown>,
            client,
          ),
          ...argumentsOf(call),
        ),
    ]) {
      const before = sent().length;
      if (call.paginated) {
        const items: unknown[] = [];
        for await (const item of send() as AsyncIterable<unknown>) items.push(item);
        const pages = sent().slice(before);
        expect(pages.length, 'more than one page').toBeGreaterThan(1);
        expect(items.length).toBeGreaterThan(pages.length - 1);
        for (const page of pages) expect(page.path).toBe(pages[0]?.path);
        expectInputsOnTheWire(call, pages[0]);
      } else {
        await send();
        expectInputsOnTheWire(call, sent()[before]);
      }
    }
  });

  it('through its TanStack Query options', async () => {
    const queryClient = new QueryClient();
    const input = inputs[call.functionName] ?? {};
    const before = sent().length;
    if (call.operation.method === 'get') {
      const query = options[`${call.functionName}QueryOptions`] as (...args: unknown[]) => never;
      const data = await queryClient.fetchQuery(query(core, ...argumentsOf(call)));
      expect(data).not.toBeUndefined();
      expectInputsOnTheWire(call, sent()[before]);
      if (call.paginated) {
        const infinite = options[`${call.functionName}InfiniteQueryOptions`] as (...args: unknown[]) => never;
        const from = sent().length;
        await queryClient.fetchInfiniteQuery({
          ...(infinite(core, ...argumentsOf(call)) as object),
          pages: 2,
        } as never);
        const pages = sent().slice(from);
        expect(pages).toHaveLength(2);
        for (const page of pages) expect(page.path).toBe(pages[0]?.path);
        expectInputsOnTheWire(call, pages[0]);
      }
    } else {
      const mutation = options[`${call.functionName}MutationOptions`] as (client: PetStoreCore) => never;
      await new MutationObserver(queryClient, mutation(core)).mutate({ ...input.path, ...input } as never);
      expectInputsOnTheWire(call, sent()[before]);
    }
    queryClient.clear();
  });

  it('through its MCP tool, the next page of a list under the same path', async () => {
    const tool = buildTools(galleryOperations, functions).find(
      (candidate) => candidate.name === call.functionName,
    );
    const input = inputs[call.functionName] ?? {};
    const args = {
      ...input.path,
      ...input.query,
      ...(input.body && { body: input.body }),
      ...(input.headers && { headers: input.headers }),
    };
    const checked = tool?.check(args);
    if (!tool || !checked || !('input' in checked))
      throw new Error(`${call.functionName}: no tool or refused ${JSON.stringify(checked)}`);
    const before = sent().length;
    const data = await tool.call(core, checked.input, new AbortController().signal);
    expectInputsOnTheWire(call, sent()[before]);
    const result = success({ apiKey: 'demo-enterprise', notice: undefined }, tool, checked.input, data);
    expect(result.isError).toBeFalsy();
    if (call.paginated) {
      const next = (result.structuredContent as { nextPage: Record<string, unknown> | null }).nextPage;
      expect(next).not.toBeNull();
      const again = tool.check(next);
      if (!('input' in again)) throw new Error(JSON.stringify(again));
      await tool.call(core, again.input, new AbortController().signal);
      expect(sent().at(-1)?.path).toBe(sent()[before]?.path);
    }
  });
});

describe('the invalidation of a nested create', () => {
  it("refetches the orders of the pet it ordered, not another pet's", async () => {
    const queryClient = new QueryClient();
    const list = options.listPetOrdersQueryOptions as (...args: unknown[]) => {
      queryKey: readonly unknown[];
    };
    const mutation = options.createPetOrderMutationOptions as (client: PetStoreCore) => never;
    const ordered = list(core, 2, {});
    const other = list(core, 1, {});
    await queryClient.fetchQuery(ordered as never);
    await queryClient.fetchQuery(other as never);
    await new MutationObserver(queryClient, mutation(core)).mutate({
      petId: 2,
      body: { quantity: 1 },
    } as never);
    expect(queryClient.getQueryState(ordered.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
    queryClient.clear();
  });
});

describe('a required header parameter left out', () => {
  it('is refused before sending, naming it', async () => {
    const before = server.received.length;
    await expect(
      (functions.getPetCard as (...args: unknown[]) => Promise<unknown>)(core, 1, {}),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      issues: [expect.objectContaining({ path: 'header.accept-language' })],
    });
    expect(server.received.length).toBe(before);
  });
});

describe('the 404 of a nested read', () => {
  it('reaches the caller as NotFoundError for a pet the service does not know', async () => {
    await expect(
      (functions.listPetOrders as (...args: unknown[]) => Promise<unknown>)(core, 999, {}),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('a shape the generators cannot serve is refused, naming the module and the rule', () => {
  const withOperation = (id: string, change: (operation: GalleryOperation) => object) =>
    galleryContract(
      galleryOperations.map((operation) =>
        operation.operationId === id ? (change(operation) as GalleryOperation) : operation,
      ),
    );
  const listPetOrders = 'packages/contract/test/gallery/operations/orders/list-pet-orders.ts';

  it('two operations on one method: both named, with their modules and where to choose', () => {
    // Without its module's choice, listPetOrders is `list` of `client.store.orders`, as listOrders is.
    const contract = withOperation('listPetOrders', ({ sdk: _, ...operation }) => operation);
    expect(() => sdkOperations(contract)).toThrow(
      'listOrders (packages/contract/test/gallery/operations/orders/list-orders.ts) and listPetOrders (packages/contract/test/gallery/operations/orders/list-pet-orders.ts) would both be `client.store.orders.list`',
    );
    expect(() => renderSurface(contract)).toThrow("`sdk: { method: '…' }` or `sdk: { resource: [...] }`");
  });

  it('a method that is a resource, or a verb without a method', () => {
    expect(() =>
      sdkOperations(
        withOperation('checkPetExists', (operation) => ({ ...operation, sdk: { method: 'orders' } })),
      ),
    ).toThrow(
      'checkPetExists (packages/contract/test/gallery/operations/pets/check-pet-exists.ts) would be `client.pets.orders`, which is a resource',
    );
    expect(() =>
      sdkOperations(withOperation('checkPetExists', ({ sdk: _, ...operation }) => operation)),
    ).toThrow(
      'checkPetExists (packages/contract/test/gallery/operations/pets/check-pet-exists.ts): no SDK method for the verb "check"',
    );
  });

  it('an input that would be dropped or would not compile', () => {
    const refused = (change: (operation: GalleryOperation) => object) => () =>
      sdkOperations(withOperation('listPetOrders', change));
    expect(refused((operation) => ({ ...operation, path: '/orders' }))).toThrow(
      `listPetOrders (${listPetOrders}): \`pathParams\` declares petId, which its path /orders does not name`,
    );
    expect(refused((operation) => ({ ...operation, body: operation.query }))).toThrow(
      `listPetOrders (${listPetOrders}): a GET takes no body`,
    );
    expect(refused(({ query: _, ...operation }) => operation)).toThrow(
      `listPetOrders (${listPetOrders}): a paginated operation declares its query`,
    );
    expect(
      refused((operation) => ({
        ...operation,
        response: { ...operation.response, schema: gallerySchemas.PetOrder },
      })),
    ).toThrow('a paginated operation answers an array');
    expect(refused((operation) => ({ ...operation, headers: gallerySchemas.PetOrder }))).toThrow(
      'the header parameter `petId` is not a header name in lower case',
    );
    // One rule (clashingQueryFields of the contract) for the generators and the MCP tools.
    const clashing = withOperation('listPetOrders', (operation) => ({
      ...operation,
      query: gallerySchemas.PetOrder,
    }));
    expect(() => sdkOperations(clashing)).toThrow(
      `listPetOrders (${listPetOrders}): the query field \`petId\` has the name of a path parameter`,
    );
    expect(() =>
      buildTools(clashing.operations as GalleryOperation[], { listPetOrders: () => undefined }),
    ).toThrow("listPetOrders: the query's petId would share an argument of its tool");
  });
});
