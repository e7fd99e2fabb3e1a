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

  it('refuses the same key with another body with 422 idempotency_conflict, linking to the docs', async () => {
    await order('abc', { petId: 1, quantity: 1 });
    const conflict = await order('abc', { petId: 1, quantity: 2 });
    expect(conflict.status).toBe(422);
    expect(conflict.body).toMatchObject({ code: 'idempotency_conflict', status: 422 });
    expect(conflict.body.message).toContain(`${service.docsUrl}/idempotency`);
    expect(mock.snapshot().orders).toHaveLength(3);
  });

  it("reads the draft's quoted String and the bare key as the same key", async () => {
    const quoted = await order('"8e03978e-40d5-43e8"', { petId: 1, quantity: 1 });
    const bare = await order('8e03978e-40d5-43e8', { petId: 1, quantity: 1 });
    expect([bare.status, bare.headers.get('Idempotent-Replayed'), bare.body.id]).toEqual([
      201,
      'true',
      quoted.body.id,
    ]);
    const escaped = await order('"a\\"b"', { petId: 1, quantity: 1 });
    const sameEscaped = await order('a"b', { petId: 1, quantity: 1 });
    expect(sameEscaped.body.id).toBe(escaped.body.id);
    expect(mock.snapshot().orders).toHaveLength(4);
  });

  it('refuses a quoted key that is not a valid String, changing nothing', async () => {
    const orders = mock.snapshot().orders.length;
    for (const key of ['"unterminated', '"a";', '"bad \\x escape"', '"two" "strings"']) {
      const answer = await order(key, { petId: 1, quantity: 1 });
      expect([answer.status, answer.body.details?.[0].path], key).toEqual([400, 'header.idempotency-key']);
    }
    expect(mock.snapshot().orders).toHaveLength(orders);
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

  it('lets a request whose key is being processed wait, then replays the first answer (not 409)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => order('retry', { petId: 1, quantity: 1 })),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(7);
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

describe('Idempotency-Key on every operation that changes something', () => {
  const withKey = (key: string, method: string, path: string, body?: object) =>
    call(mock, method, path, { ...(body && { body }), headers: { 'Idempotency-Key': key } });

  it('replays a cancelled order’s 204 instead of answering 404, marked Idempotent-Replayed', async () => {
    const first = await withKey('cancel-2', 'DELETE', '/store/orders/2');
    expect([first.status, first.headers.get('Idempotent-Replayed')]).toEqual([204, null]);
    const again = await withKey('cancel-2', 'DELETE', '/store/orders/2');
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([204, 'true']);
    expect(await stockOf(1)).toBe(7);
    expect((await call(mock, 'DELETE', '/store/orders/2')).status).toBe(404);
  });

  it('replays creations and updates, creating and changing nothing more', async () => {
    const pet = await withKey('pet', 'POST', '/pets', { name: 'Kit', categoryId: 2 });
    expect((await withKey('pet', 'POST', '/pets', { name: 'Kit', categoryId: 2 })).body).toEqual(pet.body);
    const category = await withKey('cat', 'POST', '/categories', { name: 'Birds' });
    const replayed = await withKey('cat', 'POST', '/categories', { name: 'Birds' });
    expect([replayed.status, replayed.body]).toEqual([201, category.body]);
    await withKey('stock', 'PUT', '/store/inventory/1', { quantity: 9 });
    await call(mock, 'PUT', '/store/inventory/1', { body: { quantity: 4 } });
    const stock = await withKey('stock', 'PUT', '/store/inventory/1', { quantity: 9 });
    expect([stock.body.quantity, stock.headers.get('Idempotent-Replayed')]).toEqual([9, 'true']);
    expect(await stockOf(1)).toBe(4);
    expect(mock.snapshot().pets).toHaveLength(4);
    expect(mock.snapshot().categories).toHaveLength(3);
  });

  it('refuses a key reused for another record or another operation with 422 idempotency_conflict', async () => {
    await withKey('k', 'PATCH', '/pets/1', { name: 'Rexy' });
    const otherPet = await withKey('k', 'PATCH', '/pets/3', { name: 'Rexy' });
    expect([otherPet.status, otherPet.body.code]).toEqual([422, 'idempotency_conflict']);
    const otherOperation = await withKey('k', 'DELETE', '/pets/3');
    expect(otherOperation.body.code).toBe('idempotency_conflict');
    expect(mock.snapshot().pets.map((pet) => pet.name)).toEqual(['Rexy', 'Tom', 'Nemo']);
  });

  it('rejects a key with spaces, line breaks or accents', async () => {
    for (const key of ['two words', 'clé']) {
      const answer = await withKey(key, 'DELETE', '/pets/3');
      expect([answer.status, answer.body.details[0].path]).toEqual([400, 'header.idempotency-key']);
    }
    expect(mock.snapshot().pets).toHaveLength(3);
  });
});
