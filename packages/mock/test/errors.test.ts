import { ErrorBody, type ErrorCode, errorCodes, fieldLimits } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { type Answer, call, fixture, useMock } from './support/harness';

let time = Date.UTC(2026, 2, 2, 12, 0, 0);
const mock = useMock({
  fixture,
  now: () => time,
  plans: { tiny: { perMinute: 1, perDay: 100 } },
  keys: { 'tiny-key': 'tiny' },
});

const order = (idempotencyKey: string, quantity: number) =>
  call(mock, 'POST', '/store/orders', {
    body: { petId: 1, quantity },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

// Answered by the standalone server's HTTP layer, before any handler: test/standalone-http-layer.test.ts;
// by its control API only: test/standalone-admin.test.ts; and by its worlds only: test/worlds.test.ts.
const httpLayerCodes = [
  'unknown_world',
  'world_limit_reached',
  'method_not_allowed',
  'request_timeout',
  'uri_too_long',
  'headers_too_large',
  'foreign_caller',
  'missing_admin_token',
  'invalid_admin_token',
] as const;
type HandlerCode = Exclude<ErrorCode, (typeof httpLayerCodes)[number]>;

// One way to reach each error code of the error table (docs/design/0002-operations-and-error-codes.md); the Record type makes a missing code a compile error.
const causes: Record<HandlerCode, () => Promise<Answer>> = {
  invalid_request: () => call(mock, 'GET', '/pets?limit=0'),
  missing_api_key: () => call(mock, 'GET', '/pets', { key: null }),
  invalid_api_key: () => call(mock, 'GET', '/pets', { key: 'not-a-key' }),
  async api_key_banned() {
    for (let i = 0; i < 11; i += 1) await call(mock, 'GET', '/pets', { key: 'tiny-key' });
    return call(mock, 'GET', '/pets', { key: 'tiny-key' });
  },
  not_found: () => call(mock, 'GET', '/pets/99'),
  category_exists: () => call(mock, 'POST', '/categories', { body: { name: 'dOGS' } }),
  insufficient_stock: () => call(mock, 'POST', '/store/orders', { body: { petId: 1, quantity: 6 } }),
  order_complete: () => call(mock, 'PATCH', '/store/orders/1', { body: { complete: false } }),
  pet_has_open_orders: () => call(mock, 'DELETE', '/pets/1'),
  async out_of_range() {
    await call(mock, 'PUT', '/store/inventory/1', { body: { quantity: fieldLimits.countMax } });
    return call(mock, 'DELETE', '/store/orders/2');
  },
  async idempotency_conflict() {
    await order('key-1', 1);
    return order('key-1', 2);
  },
  async endpoint_sunset() {
    time = Date.UTC(2027, 5, 30);
    const answer = await call(mock, 'GET', '/pets/1');
    time = Date.UTC(2026, 2, 2, 12, 0, 0);
    return answer;
  },
  payload_too_large: () =>
    call(mock, 'POST', '/pets', {
      raw: JSON.stringify({ name: 'x'.repeat(1024 * 1024), categoryId: 1 }),
      headers: { 'Content-Type': 'application/json' },
    }),
  unsupported_media_type: () =>
    call(mock, 'POST', '/pets', { raw: 'name=Rex&categoryId=1', headers: { 'Content-Type': 'text/plain' } }),
  category_not_found: () => call(mock, 'POST', '/pets', { body: { name: 'Rex', categoryId: 9 } }),
  pet_not_found: () => call(mock, 'POST', '/store/orders', { body: { petId: 9, quantity: 1 } }),
  async rate_limited() {
    await call(mock, 'GET', '/pets', { key: 'tiny-key' });
    return call(mock, 'GET', '/pets', { key: 'tiny-key' });
  },
  async internal_error() {
    mock.faults.inject({ operationId: 'listPets', times: 1 });
    return call(mock, 'GET', '/pets');
  },
  async unavailable() {
    mock.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
    return call(mock, 'GET', '/pets');
  },
};

describe('every error code of the contract', () => {
  it.each(Object.keys(causes) as HandlerCode[])(
    '%s: its status, the Error body and the common headers',
    async (code) => {
      const answer = await causes[code]();
      expect(answer.body).toMatchObject({ code, status: errorCodes[code].status });
      expect(answer.status).toBe(errorCodes[code].status);
      expect(ErrorBody.safeParse(answer.body).success).toBe(true);
      expect(answer.headers.get('Content-Type')).toBe('application/json');
      expect(answer.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
      for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) {
        expect(answer.headers.get(name), name).toMatch(/^\d+$/);
      }
      const retries = code === 'rate_limited' || code === 'api_key_banned';
      expect(answer.headers.has('Retry-After')).toBe(retries);
      expect(Boolean(answer.body.details)).toBe(code === 'invalid_request');
    },
  );
});

describe('validation', () => {
  it('reports every problem of path, query, header and body in one 400', async () => {
    const answer = await call(mock, 'POST', '/store/orders?verbose=1', {
      body: { petId: -1, quantity: 1.5, note: 'x' },
      headers: { 'Idempotency-Key': 'k'.repeat(256) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((detail: { path: string }) => detail.path)).toEqual([
      'query.verbose',
      'header.idempotency-key',
      'body.petId',
      'body.quantity',
      'body.note',
    ]);
  });

  it('refuses malformed JSON, an empty body and a body that is not an object', async () => {
    const json = { 'Content-Type': 'application/json' };
    const malformed = await call(mock, 'POST', '/categories', { raw: '{"name": "Birds"', headers: json });
    expect(malformed.body.details[0]).toMatchObject({
      path: 'body',
      message: expect.stringMatching(/^Malformed JSON/),
    });
    const empty = await call(mock, 'POST', '/categories', { raw: '', headers: json });
    expect(empty.body.details).toEqual([{ path: 'body', message: 'A JSON body is required' }]);
    const list = await call(mock, 'POST', '/categories', { body: [{ name: 'Birds' }] });
    expect(list.body.details[0].path).toBe('body');
  });

  it('accepts JSON media types with parameters and +json suffixes, refuses the rest', async () => {
    const body = JSON.stringify({ name: 'Birds' });
    const charset = await call(mock, 'POST', '/categories', {
      raw: body,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(201);
    const suffix = await call(mock, 'POST', '/categories', {
      raw: JSON.stringify({ name: 'Fish' }),
      headers: { 'Content-Type': 'application/vnd.petstore+json' },
    });
    expect(suffix.status).toBe(201);
    const form = await call(mock, 'POST', '/categories', {
      raw: body,
      headers: { 'Content-Type': 'text/json' },
    });
    expect(form.status).toBe(415);
  });

  it('refuses ids that are not positive safe integers', async () => {
    for (const id of ['0', '-3', '1.5', '9007199254740993', '1e3', 'abc', '%E0%A4%A']) {
      const answer = await call(mock, 'GET', `/store/orders/${id}`);
      expect(answer.status, id).toBe(400);
      expect(answer.body.details, id).toEqual([{ path: 'path.orderId', message: expect.any(String) }]);
    }
  });

  it('answers 404 for routes the contract does not have, keys or not', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/pets/'],
      ['PUT', '/pets/1'],
      ['GET', '/store'],
      ['OPTIONS', '/pets'],
    ] as const) {
      const answer = await call(mock, method, path, { key: null });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
  });

  it('checks the key before the input, and the input before the records', async () => {
    expect((await call(mock, 'PATCH', '/pets/abc', { key: null, body: {} })).body.code).toBe(
      'missing_api_key',
    );
    expect((await call(mock, 'PATCH', '/pets/99', { body: { colour: 'red' } })).body.code).toBe(
      'invalid_request',
    );
  });
});
