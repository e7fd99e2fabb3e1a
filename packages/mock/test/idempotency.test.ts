import { service } from '@petstore/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, fixture, useMock } from './support/harness';

const start = Date.UTC(2026, 2, 2, 12);
let time = start;
const mock = useMock({ fixture, now: () => time });
beforeEach(() => {
  time = start;
});

const order = (key: string, body: object, apiKey = 'demo-enterprise') =>
  call(mock, 'POST', '/store/orders', { body, key: apiKey, headers: { 'Idempotency-Key': key } });
const stockOf = async (petId: number) => (await call(mock, 'GET', `/store/inventory/${petId}`)).body.quantity;

describe('Idempotency-Key on POST /store/orders', () => {
  it('replays the first answer for the same key and body, creating nothing', async () => {
    const first = await order('abc', { petId: 1, quantity: 2 });
    await call(mock, 'PATCH', `/store/orders/${first.body.id}`, { body: { complete: true } });
    const again = await order('abc', { quantity: 2, petId: 1 });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(again.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
    expect(mock.snapshot().orders).toHaveLength(3);
    expect(await stockOf(1)).toBe(3);
  });

  it('refuses the same key with another body with 409 idempotency_conflict', async () => {
    await order('abc', { petId: 1, quantity: 1 });
    const conflict = await order('abc', { petId: 1, quantity: 2 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('idempotency_conflict');
    expect(mock.snapshot().orders).toHaveLength(3);
  });

  it('keeps keys apart per API key', async () => {
    const mine = await order('shared', { petId: 1, quantity: 1 });
    const theirs = await order('shared', { petId: 1, quantity: 1 }, 'demo-pro');
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('forgets a key after 24 hours', async () => {
    const first = await order('abc', { petId: 1, quantity: 1 });
    time += service.idempotencyWindowSeconds * 1000 - 1;
    expect((await order('abc', { petId: 1, quantity: 1 })).body.id).toBe(first.body.id);
    time += 1;
    expect((await order('abc', { petId: 1, quantity: 1 })).body.id).toBe(first.body.id + 1);
  });

  it('does not remember a refusal: the same request can succeed later', async () => {
    expect((await order('abc', { petId: 3, quantity: 1 })).status).toBe(409);
    await call(mock, 'PUT', '/store/inventory/3', { body: { quantity: 1 } });
    expect((await order('abc', { petId: 3, quantity: 1 })).status).toBe(201);
  });

  it('creates one order for concurrent retries with one key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => order('retry', { petId: 1, quantity: 1 })),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await stockOf(1)).toBe(4);
  });

  it('is forgotten by reset()', async () => {
    const first = await order('abc', { petId: 1, quantity: 1 });
    mock.reset();
    expect((await order('abc', { petId: 1, quantity: 2 })).body.id).toBe(first.body.id);
  });

  it('rejects an empty or over-long key', async () => {
    for (const key of ['', 'k'.repeat(256)]) {
      const answer = await order(key, { petId: 1, quantity: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body.details[0].path).toBe('header.idempotency-key');
    }
  });
});
