// The control API of the standalone server: what it answers besides the shared controls
// (test/mock-handle-contract.test.ts), and who may reach it.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ErrorBody, headerNames } from '@petstore/contract';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPetStoreMock, PetStoreMockError } from '../src/index';
import { type StandalonePetStore, startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';

let server: StandalonePetStore;
beforeAll(async () => {
  server = await startPetStoreServer({ port: 0, fixture, plans: { free: { perMinute: 1, perDay: 1 } } });
});
afterAll(() => server.close());

const admin = (path: string, init?: RequestInit) => fetch(`${server.url}/__admin${path}`, init);
const json = { 'Content-Type': 'application/json' };

describe('the control API', () => {
  it('is never rate-limited, never journaled, and sends no CORS headers', async () => {
    server.mock.reset();
    for (let i = 0; i < 5; i += 1) {
      const answer = await admin('/clock');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(answer.headers.has(headerNames.rateLimitRemaining)).toBe(false);
      expect(answer.headers.get(headerNames.requestId)).toMatch(/^[\w-]{8,}$/);
    }
    const preflight = await admin('/reset', {
      method: 'OPTIONS',
      headers: { Origin: 'http://page.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(server.mock.journal.entries).toEqual([]);
  });

  it('answers bad input with the Error object and its details', async () => {
    const cases: [string, RequestInit, string][] = [
      ['/clock', { method: 'PUT', headers: json, body: '{"now": "tomorrow"}' }, 'body.now'],
      ['/clock/advance', { method: 'POST', headers: json, body: '{"seconds": "ten"}' }, 'body.seconds'],
      ['/faults', { method: 'POST', headers: json, body: '{"status": 200, "colour": 1}' }, 'body.status'],
      ['/faults', { method: 'POST', headers: json, body: '{' }, 'body'],
      ['/journal?status=teapot', {}, 'query.status'],
      // A fixture refused by a rule between records says where, as a schema problem does.
      [
        '/dataset',
        {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ ...fixture, pets: [...fixture.pets, { id: 4, name: 'Bo', categoryId: 9 }] }),
        },
        'body.pets.3.categoryId',
      ],
      ['/dataset', { method: 'PUT', headers: json, body: '{"pets": [{"id": 1}]}' }, 'body.pets.0.name'],
    ];
    for (const [path, init, detail] of cases) {
      const answer = await admin(path, init);
      const body = ErrorBody.parse(await answer.json());
      expect(answer.status, path).toBe(400);
      expect(body.code).toBe('invalid_request');
      expect(
        body.details?.map((item) => item.path),
        path,
      ).toContain(detail);
    }
    const unknown = await admin('/nothing');
    expect(ErrorBody.parse(await unknown.json())).toMatchObject({ code: 'not_found', status: 404 });
    const wrongMethod = await admin('/reset');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toBe('POST');
  });

  it('serves its own OpenAPI document, which lists every control call and validates', async () => {
    const document = await (await admin('/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/__admin/reset',
        '/__admin/journal',
        '/__admin/faults',
        '/__admin/clock',
        '/__admin/clock/advance',
        '/__admin/dataset',
        '/__admin/worlds',
        '/__admin/worlds/{id}',
      ]),
    );
    // Every call on one world takes the header that names it; the worlds' own calls do not.
    expect(document.paths['/__admin/journal'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'operationId',
      'status',
      'Petstore-World',
    ]);
    expect(document.paths['/__admin/worlds'].post.parameters).toBeUndefined();
    expect(Object.keys(document.paths['/__admin/worlds'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '404', '409']),
    );
    const result = await validate(structuredClone(document) as never);
    expect(result).toMatchObject({ valid: true });
  });
});

describe('who reaches the control API', () => {
  it('is off with admin: false: /__admin is an unknown route of the service', async () => {
    const off = await startPetStoreServer({ port: 0, admin: false });
    try {
      const answer = await fetch(`${off.url}/__admin/reset`, { method: 'POST' });
      expect(ErrorBody.parse(await answer.json())).toMatchObject({ code: 'not_found' });
      expect(off.mock.journal.entries).toHaveLength(1);
    } finally {
      await off.close();
    }
  });

  it('is off on a host other than loopback unless given a token, and refuses admin: true there', async () => {
    const open = await startPetStoreServer({ port: 0, host: '0.0.0.0' });
    try {
      expect((await fetch(`http://127.0.0.1:${open.port}/__admin/clock`)).status).toBe(404);
    } finally {
      await open.close();
    }
    await expect(startPetStoreServer({ port: 0, host: '0.0.0.0', admin: true })).rejects.toThrow(
      PetStoreMockError,
    );
  });

  it('with a token, needs it as a Bearer token on every call: 401 without it or with another', async () => {
    const guarded = await startPetStoreServer({ port: 0, host: '0.0.0.0', adminToken: 's3cret' });
    const url = `http://127.0.0.1:${guarded.port}`;
    try {
      const missing = await fetch(`${url}/__admin/reset`, { method: 'POST' });
      expect(missing.status).toBe(401);
      expect(ErrorBody.parse(await missing.json()).code).toBe('missing_admin_token');
      const wrong = await fetch(`${url}/__admin/reset`, {
        method: 'POST',
        headers: { Authorization: 'Bearer nope' },
      });
      expect(ErrorBody.parse(await wrong.json()).code).toBe('invalid_admin_token');
      await expect(connectPetStoreMock(url).reset()).rejects.toThrow(/401 missing_admin_token/);
      const control = connectPetStoreMock(url, { token: 's3cret' });
      await control.clock.set('2030-01-01T00:00:00Z');
      expect(await control.clock.now()).toBeGreaterThanOrEqual(Date.parse('2030-01-01T00:00:00Z'));
    } finally {
      await guarded.close();
    }
  });

  it('petstore-mock: --admin-token guards it, --no-admin turns it off', async () => {
    const start = async (args: string[]) => {
      const child = spawn(process.execPath, [inject('petstoreMockBin'), '--port', '0', ...args], {
        cwd: join(import.meta.dirname, '..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      return { child, url: /listening on (\S+)$/.exec(line)?.[1] as string };
    };
    const guarded = await start(['--admin-token', 'tok']);
    const off = await start(['--no-admin']);
    try {
      expect((await fetch(`${guarded.url}/__admin/clock`)).status).toBe(401);
      expect(
        (await fetch(`${guarded.url}/__admin/clock`, { headers: { Authorization: 'Bearer tok' } })).status,
      ).toBe(200);
      expect((await fetch(`${off.url}/__admin/clock`)).status).toBe(404);
    } finally {
      guarded.child.kill('SIGTERM');
      off.child.kill('SIGTERM');
    }
  });
});

describe('hostile control input: refused with the Error object, and nothing changes', () => {
  it('stamps Date from the clock PUT /__admin/clock sets, not the machine’s', async () => {
    server.mock.reset();
    const set = await admin('/clock', {
      method: 'PUT',
      headers: json,
      body: '{"now": "2030-01-01T00:00:00Z"}',
    });
    expect(set.ok).toBe(true);
    const answer = await fetch(`${server.url}/categories`, {
      headers: { [headerNames.apiKey]: 'demo-free' },
    });
    const date = Date.parse(answer.headers.get('Date') ?? '');
    expect(date - Date.parse('2030-01-01T00:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(date - Date.parse('2030-01-01T00:00:00Z')).toBeLessThan(60_000);
    expect(answer.headers.get('Access-Control-Expose-Headers')).toContain('Date');
    server.mock.reset();
  });

  it('refuses a clock moved or set past what a Date can hold (400), and keeps its time', async () => {
    server.mock.reset();
    const before = server.mock.clock.now();
    const advanced = await admin('/clock/advance', {
      method: 'POST',
      headers: json,
      body: '{"seconds":1e13}',
    });
    expect(advanced.status).toBe(400);
    expect(ErrorBody.parse(await advanced.json()).code).toBe('invalid_request');
    const set = await admin('/clock', {
      method: 'PUT',
      headers: json,
      body: '{"now":"+275760-09-13T00:00:00.001Z"}',
    });
    expect(set.status).toBe(400);
    const clock = await admin('/clock');
    expect(clock.status).toBe(200);
    expect(Date.parse(((await clock.json()) as { now: string }).now) - before).toBeLessThan(60_000);
    await expect(connectPetStoreMock(server.url).clock.set(8.64e15 + 1)).rejects.toThrow(PetStoreMockError);
    const pets = await fetch(`${server.url}/pets`, { headers: { 'X-API-Key': 'demo-enterprise' } });
    expect(Number(pets.headers.get(headerNames.rateLimitReset)) * 1000 - Date.now()).toBeLessThan(
      86_400_000 * 2,
    );
  });

  it('refuses a dataset with a list of another name (400, details name it), and keeps the store', async () => {
    server.mock.reset();
    const before = server.mock.snapshot();
    for (const typo of ['{"pet":[]}', '{"dogs":[]}']) {
      const answer = await admin('/dataset', { method: 'PUT', headers: json, body: typo });
      expect(answer.status, typo).toBe(400);
      const body = ErrorBody.parse(await answer.json());
      expect(body.details?.map((detail) => `${detail.path}: ${detail.message}`).join(' '), typo).toContain(
        Object.keys(JSON.parse(typo))[0],
      );
    }
    expect(server.mock.snapshot()).toEqual(before);
  });

  it('refuses a fault latency a timer cannot hold (2^31 ms or more)', async () => {
    server.mock.reset();
    const answer = await admin('/faults', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ operationId: 'listPets', latencyMs: 2 ** 31 }),
    });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(await answer.json()).details?.[0]?.path).toBe('body.latencyMs');
    const pets = await fetch(`${server.url}/pets`, { headers: { 'X-API-Key': 'demo-enterprise' } });
    expect(pets.status).toBe(200);
  });
});
