import { ErrorBody, fieldLimits } from '@petstore/contract';
import { expect, it } from 'vitest';
import { call, fixture, useMock } from './support/harness';

const mock = useMock({ fixture });

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const json = { 'Content-Type': 'application/json' };

// Requests that are wrong in every way we could think of; none may change the store or answer 5xx.
const hostile: [string, string, { raw?: string; headers?: Record<string, string>; key?: string | null }][] = [
  ['POST', '/pets', { raw: '{"name":"Rex","categoryId":1,"__proto__":{"admin":true}}', headers: json }],
  ['POST', '/pets', { raw: '{"name":"Rex","categoryId":1,"constructor":{"prototype":{}}}', headers: json }],
  ['POST', '/pets', { raw: `{"name":"Rex","categoryId":${'9'.repeat(400)}}`, headers: json }],
  ['POST', '/pets', { raw: '{"name":"Rex","categoryId":9007199254740993}', headers: json }],
  ['POST', '/pets', { raw: `{"name":"${'x'.repeat(5000)}","categoryId":1}`, headers: json }],
  ['POST', '/pets', { raw: deep(20_000), headers: json }],
  ['POST', '/pets', { raw: 'null', headers: json }],
  ['POST', '/pets', { raw: '"Rex"', headers: json }],
  ['POST', '/pets', { raw: '\u00ff\u00fe', headers: json }],
  ['POST', '/pets', { raw: '{"name":"Rex","categoryId":1}', headers: { 'Content-Type': 'application/xml' } }],
  ['POST', '/pets', { raw: '{"name":"Rex","categoryId":1}' }],
  ['PATCH', '/pets/1', { raw: '{"status":null}', headers: json }],
  ['PATCH', '/pets/1', { raw: '{"id":5}', headers: json }],
  ['PATCH', '/pets/-1', { raw: '{}', headers: json }],
  ['DELETE', '/pets/1.0', {}],
  ['DELETE', '/pets/%2e%2e', {}],
  ['POST', '/store/orders', { raw: '{"petId":1,"quantity":0}', headers: json }],
  ['POST', '/store/orders', { raw: '{"petId":1,"quantity":-2}', headers: json }],
  ['POST', '/store/orders', { raw: '{"petId":"1","quantity":"1"}', headers: json }],
  ['POST', '/store/orders', { raw: '{"petId":1,"quantity":1,"shipDate":"tomorrow"}', headers: json }],
  ['PUT', '/store/inventory/1', { raw: '{"quantity":-1}', headers: json }],
  ['PUT', '/store/inventory/1', { raw: '{"quantity":1e400}', headers: json }],
  ['PATCH', '/store/orders/1', { raw: '{"complete":false}', headers: json }],
  ['DELETE', '/store/orders/1', {}],
  ['DELETE', '/pets/1', {}],
  ['POST', '/categories', { raw: '{"name":"DOGS"}', headers: json }],
  ['GET', '/pets?status=lost&status[]=x&__proto__=1', {}],
  ['GET', '/pets?limit=1e1', {}],
  ['POST', '/categories', { raw: '{"name":"Birds"}', headers: json, key: 'wrong' }],
  ['DELETE', '/pets/3', { key: null }],
];

it('answers every hostile request with a 4xx Error object and leaves the store as it was', async () => {
  const before = mock.snapshot();
  for (const [method, path, options] of hostile) {
    const answer = await call(mock, method, path, options);
    const label = `${method} ${path} ${options.raw?.slice(0, 40) ?? ''}`;
    expect(answer.status, label).toBeGreaterThanOrEqual(400);
    expect(answer.status, label).toBeLessThan(500);
    expect(ErrorBody.safeParse(answer.body).success, label).toBe(true);
  }
  expect(mock.snapshot()).toEqual(before);
  expect(Object.prototype).not.toHaveProperty('admin');
});

it('refuses a query over fieldLimits.queryParametersMax with one 400 detail, however many it has', async () => {
  const repeat = (count: number) => Array.from({ length: count }, () => 'status=sold').join('&');
  for (const count of [fieldLimits.queryParametersMax + 1, 40_000]) {
    const answer = await call(mock, 'GET', `/pets?${repeat(count)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      {
        path: 'query',
        message: `Too many query parameters (${count}); at most ${fieldLimits.queryParametersMax}`,
      },
    ]);
  }
  expect((await call(mock, 'GET', `/pets?${repeat(fieldLimits.queryParametersMax)}`)).status).toBe(200);
});
