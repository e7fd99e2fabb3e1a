import { fieldLimits } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../src/index';
import { createClient, useMock } from './support';

const mock = useMock();

async function refusal(call: () => Promise<unknown>) {
  const error = await call().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe('input validation before sending', () => {
  it('names each wrong field of a body, and sends nothing', async () => {
    const { client } = createClient();
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
    const { client } = createClient();
    const error = await refusal(() => client.categories.create({ name: 'Dogs', colour: 'brown' } as never));
    expect(error.issues).toEqual([{ path: 'body.colour', message: 'is not a known field' }]);
  });

  it('checks queries, path parameters and the Idempotency-Key', async () => {
    const { client } = createClient();
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
    const { client } = createClient();
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

  it('spends no quota', async () => {
    const { client } = createClient({ apiKey: 'demo-free' });
    await client.categories.list();
    const remaining = client.rateLimit?.remaining;
    await refusal(() => client.store.orders.create({ petId: 1, quantity: 0 }));
    await client.categories.list();
    expect(client.rateLimit?.remaining).toBe((remaining ?? 0) - 1);
  });
});
