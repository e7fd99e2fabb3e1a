import { fieldLimits } from '@petstore/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPet, listPets } from '../src/functions';
import { PetStoreError, ValidationError } from '../src/index';
import { createClient, entryPoints, recordingFetch, useMock } from './support';

const mock = useMock();

async function refusal(call: () => Promise<unknown>) {
  const error = await call().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe.each(entryPoints)('input validation before sending (%s)', (entry) => {
  it('names each wrong field of a body, and sends nothing', async () => {
    const { client } = createClient({}, entry);
    const error = await refusal(() => client.pets.create({ name: '', categoryId: 1.5 }));
    expect(error.issues).toEqual([
      { path: 'body.name', message: 'must have at least 1 character(s)' },
      { path: 'body.categoryId', message: 'must be an integer' },
    ]);
    expect(error.operationId).toBe('createPet');
    expect(error.message).toBe(
      'Invalid input for createPet: body.name must have at least 1 character(s); body.categoryId must be an integer',
    );
    expect(mock.journal.entries).toEqual([]);
  });

  it('rejects unknown fields, as the service does', async () => {
    const { client } = createClient({}, entry);
    const error = await refusal(() => client.categories.create({ name: 'Dogs', colour: 'brown' } as never));
    expect(error.issues).toEqual([{ path: 'body.colour', message: 'is not a known field' }]);
  });

  it('checks queries, path parameters and the Idempotency-Key', async () => {
    const { client } = createClient({}, entry);
    expect((await refusal(() => client.pets.list({ limit: 500 }))).issues).toEqual([
      { path: 'query.limit', message: 'must be ≤ 100' },
    ]);
    expect(
      (await refusal(() => client.store.orders.list({ complete: 'yes' as never }))).issues[0]?.path,
    ).toBe('query.complete');
    expect((await refusal(() => client.categories.retrieve(0))).issues).toEqual([
      { path: 'path.categoryId', message: 'must be > 0' },
    ]);
    expect(
      (await refusal(() => client.store.inventory.update(-1, { quantity: -2 }))).issues.map((i) => i.path),
    ).toEqual(['path.petId', 'body.quantity']);
    const longKey = 'k'.repeat(256);
    expect(
      (
        await refusal(() =>
          client.store.orders.create({ petId: 1, quantity: 1 }, { idempotencyKey: longKey }),
        )
      ).issues,
    ).toEqual([{ path: 'header.idempotency-key', message: 'must have at most 255 character(s)' }]);
    expect(mock.journal.entries).toEqual([]);
  });

  it('refuses counts past the int32 maximum and list filters past the query cap, as the service does', async () => {
    const { client } = createClient({}, entry);
    expect(
      (await refusal(() => client.store.inventory.update(1, { quantity: 3_000_000_000 }))).issues,
    ).toEqual([{ path: 'body.quantity', message: `must be ≤ ${fieldLimits.countMax}` }]);
    expect(
      (await refusal(() => client.store.orders.create({ petId: 1, quantity: 2 ** 31 }))).issues[0]?.path,
    ).toBe('body.quantity');
    const statuses = Array.from({ length: fieldLimits.queryParametersMax + 1 }, () => 'sold' as const);
    expect((await refusal(() => client.pets.list({ status: statuses }))).issues[0]?.path).toBe(
      'query.status',
    );
    expect(mock.journal.entries).toEqual([]);
  });

  it('refuses per-call headers and Idempotency-Keys that cannot go on the wire, sending and retrying nothing', async () => {
    const recorder = recordingFetch();
    const { client } = createClient({ fetch: recorder.fetch, maxRetries: 3 }, entry);
    const forbidden = fc.constantFrom('\r', '\n', '\0', '\x01', '\x7f', 'Ā', '€', '🔑');
    const unsendable = fc
      .tuple(fc.string({ maxLength: 20 }), forbidden, fc.string({ maxLength: 20 }))
      .map(([before, bad, after]) => `a${before}${bad}${after}b`);
    await fc.assert(
      fc.asyncProperty(unsendable, async (value) => {
        const byHeader = await refusal(() => client.pets.list({}, { headers: { 'X-Trace': value } }));
        expect(byHeader.issues).toContainEqual({ path: 'header.x-trace', message: expect.any(String) });
        expect(byHeader.message).not.toContain(value);
        const byKey = await refusal(() =>
          client.store.orders.create({ petId: 1, quantity: 1 }, { idempotencyKey: value }),
        );
        expect(byKey.issues.map((issue) => issue.path)).toEqual(['header.idempotency-key']);
      }),
      { numRuns: 200 },
    );
    const badName = await refusal(() => client.pets.list({}, { headers: { 'X Trace': 'ok' } }));
    expect(badName.issues).toEqual([{ path: 'header.x trace', message: 'is not a header name' }]);
    const spaced = await refusal(() => client.pets.delete(1, { idempotencyKey: 'two words' }));
    expect(spaced.issues[0]).toEqual({
      path: 'header.idempotency-key',
      message: 'must be visible ASCII characters',
    });
    expect(recorder.sent).toEqual([]);
  });

  it('refuses a per-call timeout or retry count out of range, as the client options do, sending nothing', async () => {
    const recorder = recordingFetch();
    const { client } = createClient({ fetch: recorder.fetch }, entry);
    const error = await refusal(() => client.pets.list({}, { timeout: 0, maxRetries: Number.NaN }));
    expect(error.issues).toEqual([
      { path: 'options.timeout', message: 'must be a number from 1 to 2147483647' },
      { path: 'options.maxRetries', message: 'must be an integer from 0 to 100' },
    ]);
    expect((await refusal(() => client.categories.retrieve(1, { maxRetries: 1.5 }))).issues).toEqual([
      { path: 'options.maxRetries', message: 'must be an integer from 0 to 100' },
    ]);
    await expect(client.categories.list({}, { timeout: 5_000, maxRetries: 0 })).resolves.toBeDefined();
    expect(recorder.sent).toHaveLength(1);
  });

  it('words each problem as the service’s 400 details do', async () => {
    const body = { name: '', categoryId: 1.5, status: 'lost', colour: 'brown' };
    const { client } = createClient({}, entry);
    const error = await refusal(() => client.pets.create(body as never));
    const answer = await fetch(`${mock.baseUrl}/pets`, {
      method: 'POST',
      headers: { 'X-API-Key': 'demo-enterprise', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(400);
    const { details } = (await answer.json()) as { details: unknown[] };
    expect(details).toEqual(error.issues);
    expect(details).toHaveLength(4);
  });

  it('spends no quota', async () => {
    const { client } = createClient({ apiKey: 'demo-free' }, entry);
    await client.categories.list();
    const remaining = client.rateLimit?.remaining;
    await refusal(() => client.store.orders.create({ petId: 1, quantity: 0 }));
    await client.categories.list();
    expect(client.rateLimit?.remaining).toBe((remaining ?? 0) - 1);
  });
});

describe('the functions of @petstore/sdk/functions', () => {
  it('refuse a first argument that is not a client, naming the function, and send nothing', () => {
    expect(() => listPets({ limit: 10 } as never)).toThrow(
      new PetStoreError(
        "listPets takes the client first: a PetStoreCore or a PetStore, then the operation's arguments",
      ),
    );
    expect(() => createPet(undefined as never, { name: 'Rex', categoryId: 1 })).toThrow(PetStoreError);
    expect(mock.journal.entries).toEqual([]);
  });
});
