// The control API of the standalone server: what it answers besides the shared controls
// (test/mock-handle-contract.test.ts), and who may reach it.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ErrorBody, headerNames } from '@petstore/contract';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      ]),
    );
    expect(document.paths['/__admin/journal'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'operationId',
      'status',
    ]);
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
      const child = spawn(
        process.execPath,
        ['--conditions=@petstore/source', '--import', 'tsx', 'src/cli.ts', '--port', '0', ...args],
        {
          cwd: join(import.meta.dirname, '..'),
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
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

/** A raw request, so that the test names the `Host` (Fetch does not let it) and every header. */
function rawRequest(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('what a web page can make of the control API: nothing', () => {
  const faultBody = '{"operationId":"listPets","status":503}';

  it('refuses a Host that is neither loopback nor allowed (DNS rebinding), for every route, and changes nothing', async () => {
    server.mock.reset();
    const host = `attacker.test:${server.port}`;
    const calls: [string, string, string | undefined][] = [
      ['POST', '/__admin/reset', undefined],
      ['POST', '/__admin/faults', faultBody],
      ['POST', '/__admin/clock/advance', '{"seconds":3600}'],
      ['GET', '/__admin/journal', undefined],
      ['GET', '/__admin/dataset', undefined],
    ];
    const before = server.mock.snapshot();
    const now = server.mock.clock.now();
    for (const [method, path, body] of calls) {
      const answer = await rawRequest(server.port, path, { method, body, headers: { Host: host, ...json } });
      expect(answer.status, path).toBe(403);
      expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ code: 'foreign_caller', status: 403 });
      expect(answer.body).not.toContain('"pets"');
    }
    expect(server.mock.snapshot()).toEqual(before);
    expect(server.mock.clock.now() - now).toBeLessThan(60_000);
    // The same calls under loopback names are obeyed.
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      const answer = await rawRequest(server.port, '/__admin/clock', {
        headers: { Host: `${name}:${server.port}` },
      });
      expect(answer.status, name).toBe(200);
    }
  });

  it('answers the names given as allowed hosts (--allowed-host), and no others', async () => {
    const shared = await startPetStoreServer({ port: 0, allowedHosts: ['Mock.Internal'] });
    try {
      const allowed = await rawRequest(shared.port, '/__admin/clock', {
        headers: { Host: 'mock.internal:80' },
      });
      expect(allowed.status).toBe(200);
      const other = await rawRequest(shared.port, '/__admin/clock', {
        headers: { Host: 'mock.internal.evil' },
      });
      expect(other.status).toBe(403);
    } finally {
      await shared.close();
    }
  });

  it("refuses a page of another origin or site, whatever it sends, and obeys the mock's own origin", async () => {
    server.mock.reset();
    const ownHost = `127.0.0.1:${server.port}`;
    const foreign: Record<string, string>[] = [
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      { Origin: `http://localhost:${server.port + 1}` },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of foreign) {
      const answer = await rawRequest(server.port, '/__admin/faults', {
        method: 'POST',
        body: faultBody,
        headers: { Host: ownHost, ...json, ...headers },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'foreign_caller' });
    }
    expect(server.mock.journal.entries).toEqual([]);
    const sameOrigin = await rawRequest(server.port, '/__admin/clock', {
      headers: { Host: ownHost, Origin: `http://${ownHost}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('takes only JSON bodies: text, forms and multipart get 415 and change nothing', async () => {
    server.mock.reset();
    const kinds = [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ];
    for (const type of kinds) {
      const headers: Record<string, string> = type === undefined ? {} : { 'Content-Type': type };
      const answer = await rawRequest(server.port, '/__admin/faults', {
        method: 'POST',
        body: faultBody,
        headers,
      });
      expect(answer.status, type).toBe(415);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'unsupported_media_type', status: 415 });
      const reset = await rawRequest(server.port, '/__admin/reset', { method: 'POST', body: 'a=1', headers });
      if (type !== undefined) expect(reset.status, type).toBe(415);
    }
    const answer = await fetch(`${server.url}/pets`, { headers: { 'X-API-Key': 'demo-free' } });
    expect(answer.status).toBe(200);
    // What a tool sends: curl -X POST, with no body, and JSON.
    expect((await rawRequest(server.port, '/__admin/reset', { method: 'POST' })).status).toBe(204);
    const fault = await rawRequest(server.port, '/__admin/faults', {
      method: 'POST',
      body: faultBody,
      headers: json,
    });
    expect(fault.status).toBe(204);
  });
});

describe('hostile control input: refused with the Error object, and nothing changes', () => {
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
