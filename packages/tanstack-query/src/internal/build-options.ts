/**
 * How the generated options are made (src/operations/*.ts call these): keys, the query function
 * that hands TanStack Query's signal to the SDK, pages as plain data, and the invalidation of a
 * write. Not exported from the package.
 */
import { headerNames, type OperationSpec } from '@petstore/contract';
import { decodeParams, linkRelations, parseLinkField } from '@petstore/contract/internal';
import {
  type Page,
  type PagePromise,
  type PetStoreCore,
  type PetStoreError,
  ResponseValidationError,
} from '@petstore/sdk/functions';
import { type DataTag, hashKey, type InfiniteData, type QueryKey } from '@tanstack/query-core';
import {
  type KeyInputs,
  type ListPage,
  type PetStoreInfiniteQueryOptions,
  type PetStoreMutationOptions,
  type PetStoreQueryOptions,
  retryDeferringToTheSdk,
  retryDelayOfTheGate,
} from '../api/options';

/** A call's inputs without the empty parts and the `undefined` fields (see {@link KeyInputs}). */
export function keyInputs<Query extends object = never>(
  path: Readonly<Record<string, number | string>> | undefined,
  query?: Query,
): KeyInputs<Query> {
  const inputs: { path?: Readonly<Record<string, number | string>>; query?: Query } = {};
  if (path) inputs.path = path;
  const fields = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (fields.length > 0) inputs.query = Object.fromEntries(fields) as Query;
  return inputs;
}

/** The options of a read: its key and a query function that hands TanStack's signal to the SDK. */
export function queryOptionsOf<Data, Key extends QueryKey>(
  core: PetStoreCore,
  queryKey: Key,
  send: (signal: AbortSignal) => PromiseLike<Data>,
): PetStoreQueryOptions<Data, Key> {
  return {
    queryKey: queryKey as DataTag<Key, Data, PetStoreError>,
    queryFn: async ({ signal }) => send(signal),
    retry: retryDeferringToTheSdk,
    retryDelay: retryDelayOfTheGate(core),
  };
}

/**
 * A page of a list as plain data: the query of its next page is the query of the answer's
 * `Link rel="next"`, decoded by the operation's query schema as the service decodes it, its
 * parameters the query does not have left out (the SDK validates the rest before sending it).
 * @throws {@link ResponseValidationError} when the SDK found a next page but its link has no
 *   readable target: never retried, like every error of the SDK.
 */
export async function listPageOf<Item, Query>(
  page: PagePromise<Item>,
  operation: Pick<OperationSpec, 'operationId' | 'query'>,
): Promise<ListPage<Item, Query>> {
  const { data, response }: { data: Page<Item>; response: Response } = await page.withResponse();
  const base = { items: data.items, total: data.total, next: undefined };
  const schema = operation.query;
  if (!data.hasNextPage() || !schema) return base;
  const links = parseLinkField(response.headers.get(headerNames.link) ?? '') ?? [];
  const target = links.find((link) => link.rels.includes(linkRelations.next))?.target ?? '';
  // Only the query of the link: the path is the operation's, the origin the client's (as the SDK's pages do).
  const search = searchOf(target);
  if (!search)
    throw new ResponseValidationError(operation.operationId, [
      { path: 'header.link', message: 'the next page has no link this client can read' },
    ]);
  const known = [...search].filter(([name]) => Object.hasOwn(schema._zod.def.shape, name));
  return { ...base, next: decodeParams(schema, known) as Query };
}

/** The query of a link's target, read against any origin (only its query is used); `undefined` when it is no URL. */
function searchOf(target: string): URLSearchParams | undefined {
  try {
    return new URL(target, 'http://link.invalid').searchParams;
  } catch {
    // `URL.canParse` would say it without a throw, but not in every browser the SDK supports.
    return undefined;
  }
}

/** The options of a list as an infinite query: one {@link ListPage} per page, the next one from its `Link`. */
export function infiniteQueryOptionsOf<Item, Query, Key extends QueryKey>(
  core: PetStoreCore,
  queryKey: Key,
  firstQuery: Query,
  send: (query: Query, signal: AbortSignal) => Promise<ListPage<Item, Query>>,
): PetStoreInfiniteQueryOptions<Item, Query, Key> {
  return {
    queryKey: queryKey as DataTag<Key, InfiniteData<ListPage<Item, Query>, Query>, PetStoreError>,
    queryFn: ({ pageParam, signal }) => send(pageParam, signal),
    initialPageParam: firstQuery,
    getNextPageParam: ({ next }, _pages, _last, pageParams) => {
      if (next === undefined) return undefined;
      // A link back to a page already fetched would make "load more" go round forever.
      const seen = new Set(pageParams.map((query) => hashKey([query])));
      return seen.has(hashKey([next])) ? undefined : next;
    },
    retry: retryDeferringToTheSdk,
    retryDelay: retryDelayOfTheGate(core),
  };
}

/** The options of a write: its call, and on success the invalidation of what it changed. */
export function mutationOptionsOf<Data, Variables>(
  core: PetStoreCore,
  mutationKey: readonly string[],
  send: (variables: Variables) => PromiseLike<Data>,
  changed: (variables: Variables) => readonly QueryKey[],
): PetStoreMutationOptions<Data, Variables> {
  return {
    mutationKey,
    mutationFn: async (variables) => send(variables),
    onSuccess: async (_data, variables, _result, { client }) => {
      await Promise.all(changed(variables).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    // Never: the SDK retries a write with its one Idempotency-Key; a retry of TanStack Query would
    // send it again under a new one (TanStack's own default for mutations is none too).
    retry: () => false,
    retryDelay: retryDelayOfTheGate(core),
  };
}
