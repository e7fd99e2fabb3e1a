// What each write invalidates, held against the mock's real behaviour: after the write, every query
// it left valid still answers the same. The writes, their inputs and the reads come from the
// contract (the SDK's surface model and the requests of packages/mock/test/support/valid-requests.ts):
// a new operation is tested here with no edit.
import type { Query } from '@tanstack/query-core';
import { MutationObserver } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { validRequests } from '../../mock/test/support/valid-requests';
import { type SdkOperation, sdkOperations } from '../../sdk/scripts/surface';
import { petStoreQueries } from '../src/index';
import { createClient, createQueryClient, useMock } from './support';

const mock = useMock();
const requests = await validRequests();
const calls = sdkOperations();
const reads = calls.filter((call) => call.operation.method === 'get');
const writes = calls.filter((call) => call.operation.method !== 'get');

type Options = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
};

/** The member of `petStoreQueries(client)` of a call: `queries.store.orders.list`. */
function memberOf(queries: ReturnType<typeof petStoreQueries>, call: SdkOperation, suffix = '') {
  const group = call.resource.reduce<Record<string, unknown>>(
    (parent, name) => parent[name] as Record<string, unknown>,
    queries as unknown as Record<string, unknown>,
  );
  return group[`${call.method}${suffix}`] as (...args: unknown[]) => unknown;
}

/**
 * The queries of every read: a list unfiltered and by pages, a record by the id its valid request
 * names, by the ids the write names, and by the next ids (another record, or none).
 */
function queriesOfEveryRead(queries: ReturnType<typeof petStoreQueries>, write: SdkOperation): Options[] {
  return reads.flatMap((read) => {
    const options = memberOf(queries, read);
    if (read.paginated)
      return [{}, { limit: 2 }, { limit: 2, offset: 2 }].map((query) => options(query) as Options);
    const named = requests[read.operation.operationId as keyof typeof requests].pathParams;
    const ofWrite = requests[write.operation.operationId as keyof typeof requests].pathParams;
    const idSets = [named, { ...named, ...pick(ofWrite, Object.keys(named)) }];
    const ids = idSets.flatMap((set) => [Object.values(set), Object.values(set).map((id) => Number(id) + 1)]);
    return ids.map((args) => options(...args) as Options);
  });
}

function pick(record: Readonly<Record<string, unknown>>, names: readonly string[]) {
  return Object.fromEntries(Object.entries(record).filter(([name]) => names.includes(name)));
}

/** What a query answers: its data, or its error's status and code. */
async function answerOf(options: Options): Promise<unknown> {
  try {
    return { data: await options.queryFn({ signal: new AbortController().signal }) };
  } catch (error) {
    const { status, code } = error as { status?: number; code?: string };
    return { error: { status, code } };
  }
}

function cachedAnswer(query: Query) {
  const { data, error } = query.state;
  if (query.state.status === 'error') {
    const { status, code } = error as unknown as { status?: number; code?: string };
    return { error: { status, code } };
  }
  return { data };
}

describe.each(writes.map((write) => [write.operation.operationId, write] as const))(
  'the mutation options of %s',
  (operationId, write) => {
    it('invalidate every query the write changes: every other query still answers the same', async () => {
      const { client } = createClient();
      const queries = petStoreQueries(client);
      const queryClient = createQueryClient();
      const all = queriesOfEveryRead(queries, write);
      for (const options of all) await queryClient.prefetchQuery(options as never);
      const request = requests[operationId as keyof typeof requests];
      const mutation = new MutationObserver(queryClient, memberOf(queries, write)() as never);
      await mutation.mutate({
        ...request.pathParams,
        ...(request.body ? { body: request.body } : {}),
      } as never);
      const cached = queryClient.getQueryCache().getAll();
      const kept = cached.filter((query) => !query.state.isInvalidated);
      const invalidated = cached.filter((query) => query.state.isInvalidated);
      expect(invalidated.length, 'the write invalidated nothing').toBeGreaterThan(0);
      expect(kept.length, 'the write invalidated every query').toBeGreaterThan(0);
      const changedButKept: unknown[] = [];
      for (const query of kept) {
        const options = all.find(
          (candidate) =>
            query.queryHash === queryClient.getQueryCache().build(queryClient, candidate as never).queryHash,
        );
        if (!options) throw new Error(`no options for ${query.queryHash}`);
        const now = await answerOf(options);
        if (JSON.stringify(now) !== JSON.stringify(cachedAnswer(query)))
          changedButKept.push({ key: query.queryKey, before: cachedAnswer(query), now });
      }
      expect(
        changedButKept,
        `${operationId} changed these queries without invalidating them: its \`changes\` in the contract misses them`,
      ).toEqual([]);
      expect(mock.journal.entries.some((entry) => entry.operationId === operationId)).toBe(true);
    });
  },
);
