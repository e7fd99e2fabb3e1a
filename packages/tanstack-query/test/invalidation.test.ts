// What each write invalidates, held against the mock's real behaviour. Each write says of every
// read whether it changes it: `changes` on its row, or `<operationId>Unchanged` in its module, so a
// new read fails here, naming each write's module, until every write has answered. Then, against
// the mock: every read is called with real inputs (its path parameters from the fixture, from the
// write's request and from the record the write names, and the next ids), each call is seen to reach
// the mock, the write is made through its mutation options, and every query its declaration leaves
// valid must answer as before. The writes, their inputs and the reads come from the contract (the
// SDK's surface model, the requests of packages/mock/test/support/valid-requests.ts, the operation
// modules): a new operation is held here with no edit of this file, only each write's answer
// about a new read in the write's module.
import { join } from 'node:path';
import type { ChangeScope } from '@petstore/contract';
import { MutationObserver, type QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { operationModules } from '../../contract/scripts/generate-tables';
import { validRequests } from '../../mock/test/support/valid-requests';
import { type SdkOperation, sdkOperations } from '../../sdk/scripts/surface';
import { petStoreQueries } from '../src/index';
import { createClient, createQueryClient, useMock } from './support';

const mock = useMock();
const requests = await validRequests();
const calls = sdkOperations();
const reads = calls.filter((call) => call.operation.method === 'get');
const writes = calls.filter((call) => call.operation.method !== 'get');
const readIds = reads.map((read) => read.operation.operationId);

type Queries = ReturnType<typeof petStoreQueries>;
type Options = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
};
type Changes = Readonly<Record<string, ChangeScope>>;

/** What a write says of the reads: those it changes, and those it never changes. */
interface Declaration {
  readonly changes: Changes;
  readonly unchanged: readonly string[];
}

/** The module of each operation, where its row, `changes` and `<operationId>Unchanged` are written. */
const modules = new Map(operationModules().map(({ operationId, module }) => [operationId, module]));
const moduleFile = (operationId: string) => `packages/contract/src/${modules.get(operationId)}.ts`;

/** What a write declares, read from its row and its module. */
async function declarationOf(write: SdkOperation): Promise<Declaration> {
  const { operationId } = write.operation;
  const file = join(import.meta.dirname, '../../contract/src', `${modules.get(operationId)}.ts`);
  const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  return {
    changes: (write.operation.changes ?? {}) as Changes,
    unchanged: (module[`${operationId}Unchanged`] ?? []) as readonly string[],
  };
}

/**
 * What is missing or wrong in a write's answers about the reads: a read it does not name, a read it
 * names as both changed and unchanged, a name that is no read. Each names the module to edit.
 */
function unanswered(operationId: string, declaration: Declaration, ids: readonly string[]): string[] {
  const where = moduleFile(operationId);
  const changed = Object.keys(declaration.changes);
  return [
    ...ids
      .filter((id) => !changed.includes(id) && !declaration.unchanged.includes(id))
      .map(
        (id) =>
          `${operationId} does not say whether it changes ${id}: name ${id} in its \`changes\` ('all' or 'same-record') or in \`${operationId}Unchanged\` (${where})`,
      ),
    ...changed
      .filter((id) => declaration.unchanged.includes(id))
      .map(
        (id) =>
          `${operationId} names ${id} both in \`changes\` and in \`${operationId}Unchanged\` (${where})`,
      ),
    ...declaration.unchanged
      .filter((id) => !ids.includes(id))
      .map(
        (id) =>
          `${operationId}: \`${operationId}Unchanged\` names ${id}, which is no read the SDK sends (${where})`,
      ),
  ];
}

/** The member of `petStoreQueries(client)` of a call: `queries.store.orders.list`. */
function memberOf(queries: Queries, call: SdkOperation) {
  const group = call.resource.reduce<Record<string, unknown>>(
    (parent, name) => parent[name] as Record<string, unknown>,
    queries as unknown as Record<string, unknown>,
  );
  return group[call.method] as (...args: unknown[]) => unknown;
}

/** The names of the fields of an operation's query. */
function queryFieldsOf(read: SdkOperation): string[] {
  const query = read.operation.query as { _zod?: { def?: { shape?: object } } } | undefined;
  return Object.keys(query?._zod?.def?.shape ?? {});
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

/** The request a write sends: its valid request, as mutation variables. */
function variablesOf(write: SdkOperation) {
  const request = requests[write.operation.operationId as keyof typeof requests];
  return { ...request.pathParams, ...(request.body ? { body: request.body } : {}) };
}

/**
 * The values the write touches, by field name: its path parameters and body fields, and the fields
 * of each record it names by its path (read before the write: an order names its pet).
 */
async function valuesOfWrite(queries: Queries, write: SdkOperation): Promise<Map<string, unknown[]>> {
  const request = requests[write.operation.operationId as keyof typeof requests];
  const values = new Map<string, unknown[]>();
  const add = (record: unknown) => {
    if (typeof record !== 'object' || record === null) return;
    for (const [name, value] of Object.entries(record))
      if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
        values.set(name, [...new Set([...(values.get(name) ?? []), value])]);
  };
  add(request.pathParams);
  add(request.body);
  const names = Object.keys(request.pathParams);
  for (const read of reads) {
    if (read.paginated || read.pathParams.length === 0) continue;
    if (!read.pathParams.every((param) => names.includes(param.name))) continue;
    const args = read.pathParams.map((param) => request.pathParams[param.name]);
    const answer = (await answerOf(memberOf(queries, read)(...args) as Options)) as { data?: unknown };
    add(answer.data);
  }
  return values;
}

/** One query of a read, with the path parameters it names. */
interface ReadQuery {
  readonly read: SdkOperation;
  readonly path: Readonly<Record<string, unknown>>;
  readonly options: Options;
}

/**
 * The queries of every read, with real inputs: its path parameters from its valid request, from
 * what the write touches, and the next ids (a record that does not exist yet); a list unfiltered,
 * by pages and filtered by each value the write touches.
 */
function queriesOfEveryRead(queries: Queries, touched: ReadonlyMap<string, unknown[]>): ReadQuery[] {
  const all = reads.flatMap((read) => {
    const request = requests[read.operation.operationId as keyof typeof requests];
    const named = request.pathParams as Record<string, unknown>;
    const paths = [
      named,
      ...read.pathParams.flatMap(({ name }) =>
        (touched.get(name) ?? []).map((value) => ({ ...named, [name]: value })),
      ),
    ].flatMap((path) => [
      path,
      Object.fromEntries(Object.entries(path).map(([name, id]) => [name, Number(id) + 1])),
    ]);
    const inputs = read.paginated
      ? [
          {},
          { limit: 2 },
          { limit: 2, offset: 2 },
          ...queryFieldsOf(read).flatMap((field) =>
            (touched.get(field) ?? []).map((value) => ({ [field]: value })),
          ),
        ]
      : [request.query];
    return paths.flatMap((path) =>
      inputs.map((query) => {
        const args = [...read.pathParams.map(({ name }) => path[name]), ...(query ? [query] : [])];
        return { read, path, options: memberOf(queries, read)(...args) as Options };
      }),
    );
  });
  const seen = new Set<string>();
  return all.filter(({ options }) => {
    const key = JSON.stringify(options.queryKey);
    return !seen.has(key) && seen.add(key);
  });
}

/** Whether a write that declares `changes` says a query of a read may change. */
function covers(changes: Changes, write: SdkOperation, { read, path }: ReadQuery): boolean {
  const scope = changes[read.operation.operationId];
  if (scope === 'all') return true;
  if (scope !== 'same-record') return false;
  const own = requests[write.operation.operationId as keyof typeof requests].pathParams;
  return read.pathParams.every(({ name }) => String(own[name]) === String(path[name]));
}

/** What the queries answered, cached: its data, or its error's status and code. */
function cachedAnswer(queryClient: QueryClient, options: Options): unknown {
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query?.state.status === 'error') {
    const { status, code } = query.state.error as unknown as { status?: number; code?: string };
    return { error: { status, code } };
  }
  return { data: query?.state.data };
}

/** What holding a write against the mock found. */
interface Held {
  /** Queries whose call never reached the mock (refused before it was sent). */
  readonly notSent: unknown[];
  /** Reads that answered no query with data: their inputs were not real. */
  readonly neverAnswered: string[];
  /** Queries the declaration leaves valid that answer otherwise after the write. */
  readonly changedButKept: string[];
  /** Queries the generated mutation options invalidate otherwise than `changes` says. */
  readonly generatedOtherwise: unknown[];
}

/**
 * Every read queried with real inputs, the write made through its mutation options, then each
 * query `changes` leaves valid asked again.
 * @param changes - What the write is held to: its own `changes`, or a copy a test modified.
 */
async function hold(write: SdkOperation, changes: Changes): Promise<Held> {
  const { operationId } = write.operation;
  const { client } = createClient();
  const queries = petStoreQueries(client);
  const queryClient = createQueryClient();
  const touched = await valuesOfWrite(queries, write);
  const all = queriesOfEveryRead(queries, touched);
  const notSent: unknown[] = [];
  const answered = new Set<string>();
  for (const query of all) {
    const before = mock.journal.entries.length;
    await queryClient.prefetchQuery(query.options as never);
    if (mock.journal.entries.length === before) notSent.push(query.options.queryKey);
    const state = queryClient.getQueryCache().find({ queryKey: query.options.queryKey, exact: true })?.state;
    if (state?.status === 'success') answered.add(query.read.operation.operationId);
  }
  const mutation = new MutationObserver(queryClient, memberOf(queries, write)() as never);
  await mutation.mutate(variablesOf(write) as never);
  expect(mock.journal.entries.some((entry) => entry.operationId === operationId)).toBe(true);
  const changedButKept: string[] = [];
  const generatedOtherwise: unknown[] = [];
  for (const query of all) {
    const declared = covers(changes, write, query);
    const cached = queryClient.getQueryCache().find({ queryKey: query.options.queryKey, exact: true });
    if (cached?.state.isInvalidated !== covers(write.operation.changes as Changes, write, query))
      generatedOtherwise.push(query.options.queryKey);
    if (declared) continue;
    const now = await answerOf(query.options);
    const before = cachedAnswer(queryClient, query.options);
    if (JSON.stringify(now) !== JSON.stringify(before))
      changedButKept.push(
        `${operationId} changed ${JSON.stringify(query.options.queryKey)} (${JSON.stringify(before)} became ${JSON.stringify(now)}), which its \`changes\` leaves valid: name ${query.read.operation.operationId} in its \`changes\`, not in \`${operationId}Unchanged\` (${moduleFile(operationId)})`,
      );
  }
  return {
    notSent,
    neverAnswered: readIds.filter((id) => !answered.has(id)),
    changedButKept,
    generatedOtherwise,
  };
}

describe('every write', () => {
  it('says of every read the SDK sends whether it changes it, in its module', async () => {
    const problems: string[] = [];
    for (const write of writes)
      problems.push(...unanswered(write.operation.operationId, await declarationOf(write), readIds));
    expect(problems, 'a read no write was asked about: answer in each module named').toEqual([]);
  });

  it('is asked again about a read it has not answered, naming its module', async () => {
    const [write] = writes;
    if (!write) throw new Error('the contract has no write');
    const declaration = await declarationOf(write);
    const [read] = Object.keys(declaration.changes);
    const { [read as string]: _dropped, ...rest } = declaration.changes;
    const problems = unanswered(write.operation.operationId, { ...declaration, changes: rest }, readIds);
    expect(problems).toEqual([
      expect.stringContaining(
        `${write.operation.operationId} does not say whether it changes ${read}: name ${read} in its \`changes\``,
      ),
    ]);
    expect(problems[0]).toContain(moduleFile(write.operation.operationId));
  });
});

describe.each(writes.map((write) => [write.operation.operationId, write] as const))(
  'the mutation options of %s',
  (_operationId, write) => {
    it('invalidate what `changes` says, and every query it leaves valid still answers the same', async () => {
      const held = await hold(write, write.operation.changes as Changes);
      expect(held.notSent, 'queries refused before they were sent: their inputs are not real').toEqual([]);
      expect(held.neverAnswered, 'reads that answered no query: their inputs are not real').toEqual([]);
      expect(held.changedButKept).toEqual([]);
      expect(
        held.generatedOtherwise,
        'the options invalidate otherwise than `changes`: run `pnpm generate`',
      ).toEqual([]);
    });
  },
);

it('a write held to `changes` without one of its lists fails, naming the list and its module', async () => {
  // The first write whose `changes` names a list: leaving the list out must be seen on the mock.
  const write = writes.find((candidate) =>
    Object.keys(candidate.operation.changes ?? {}).some(
      (id) => reads.find((read) => read.operation.operationId === id)?.paginated,
    ),
  );
  if (!write) throw new Error('no write of the contract changes a list');
  const changes = write.operation.changes as Changes;
  const list = Object.keys(changes).find(
    (id) => reads.find((read) => read.operation.operationId === id)?.paginated,
  ) as string;
  const { [list]: _dropped, ...rest } = changes;
  const held = await hold(write, rest);
  expect(held.changedButKept.length).toBeGreaterThan(0);
  expect(held.changedButKept.join('\n')).toContain(`name ${list} in its \`changes\``);
  expect(held.changedButKept.join('\n')).toContain(moduleFile(write.operation.operationId));
});
