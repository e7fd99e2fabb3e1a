import { operationList, operations } from '@petstore/contract';
import { expandPath, pathParamNames } from '@petstore/contract/internal';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPetStoreMock } from '../src/index';
import { call, fixture, useMock } from './support/harness';

const { deprecated } = operations.getPetById;
const before = Date.parse(deprecated.sunset) - 1;
let time = before;
const mock = useMock({ fixture, now: () => time });
beforeEach(() => {
  time = before;
});

describe('GET /pets/{petId} is deprecated', () => {
  it('carries Deprecation, Sunset and Links to the guide, as deprecation and sunset, on every answer', async () => {
    for (const path of ['/pets/1', '/pets/99', '/pets/x']) {
      const answer = await call(mock, 'GET', path);
      expect(answer.headers.get('Deprecation'), path).toBe(`@${Date.parse(deprecated.since) / 1000}`);
      expect(answer.headers.get('Sunset'), path).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
      expect(answer.headers.get('Link'), path).toBe(
        `<${deprecated.link}>; rel="deprecation", <${deprecated.link}>; rel="sunset"`,
      );
    }
  });

  it('is the only operation that does', async () => {
    const answer = await call(mock, 'PATCH', '/pets/1', { body: { name: 'Rexy' } });
    expect(answer.headers.has('Deprecation')).toBe(false);
    expect(answer.headers.has('Sunset')).toBe(false);
  });

  it('answers 410 endpoint_sunset from the sunset instant on, still with the headers', async () => {
    expect((await call(mock, 'GET', '/pets/1')).status).toBe(200);
    time = Date.parse(deprecated.sunset);
    const gone = await call(mock, 'GET', '/pets/1');
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'endpoint_sunset', status: 410 });
    expect(gone.body.message).toContain(deprecated.replacement);
    expect(gone.headers.get('Sunset')).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
    expect((await call(mock, 'GET', '/pets?limit=1')).status).toBe(200);
  });

  it('gives every deprecated operation the sunset of its own row of the contract', async () => {
    const deprecatedOperations = operationList.filter((operation) => operation.deprecated);
    expect(deprecatedOperations.length).toBeGreaterThan(0);
    for (const operation of deprecatedOperations) {
      const own = Date.parse(operation.deprecated?.sunset as string);
      const params = Object.fromEntries(pathParamNames(operation.path).map((name) => [name, 1]));
      const send = () => call(mock, operation.method.toUpperCase(), expandPath(operation.path, params));
      time = own - 1;
      const open = await send();
      expect(open.status, operation.operationId).toBeLessThan(400);
      expect(open.headers.get('Sunset')).toBe(new Date(own).toUTCString());
      time = own;
      expect((await send()).body).toMatchObject({ code: 'endpoint_sunset', status: 410 });
    }
  });

  it('moves the sunset of the operations an object names, and refuses any other name', async () => {
    const early = createPetStoreMock({
      fixture,
      sunset: { getPetById: '2026-01-31T12:00:00Z' },
      now: () => Date.UTC(2026, 1, 1),
    });
    const gone = await call({ baseUrl: early.baseUrl, send: early.fetch }, 'GET', '/pets/1');
    expect(gone.status).toBe(410);
    expect(gone.headers.get('Sunset')).toBe('Sat, 31 Jan 2026 12:00:00 GMT');
    expect(() => createPetStoreMock({ sunset: { listPets: '2026-01-31T12:00:00Z' } as never })).toThrow(
      /sunset/,
    );
  });

  it('takes its sunset date from the options', async () => {
    const early = createPetStoreMock({
      fixture,
      sunset: '2026-01-31T12:00:00+02:00',
      now: () => Date.UTC(2026, 1, 1),
    });
    const gone = await call({ baseUrl: early.baseUrl, send: early.fetch }, 'GET', '/pets/1');
    expect(gone.status).toBe(410);
    expect(gone.headers.get('Sunset')).toBe('Sat, 31 Jan 2026 10:00:00 GMT');
  });

  it('says one date everywhere: the 410 body names the configured sunset, and it is deprecated no later', async () => {
    const early = createPetStoreMock({
      fixture,
      sunset: '2020-01-01T00:00:00Z',
      now: () => Date.UTC(2026, 1, 1),
    });
    const gone = await call({ baseUrl: early.baseUrl, send: early.fetch }, 'GET', '/pets/1');
    expect(gone.status).toBe(410);
    expect(gone.headers.get('Sunset')).toBe('Wed, 01 Jan 2020 00:00:00 GMT');
    expect((gone.body as { message: string }).message).toContain(
      'getPetById was sunset on 2020-01-01T00:00:00.000Z',
    );
    expect((gone.body as { message: string }).message).not.toContain(
      operations.getPetById.deprecated?.sunset,
    );
    const deprecatedAt = Number(gone.headers.get('Deprecation')?.slice(1)) * 1000;
    expect(deprecatedAt).toBeLessThanOrEqual(Date.parse('2020-01-01T00:00:00Z'));
  });
});
