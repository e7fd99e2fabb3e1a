// Worlds of the standalone mock: creating, listing and removing them, choosing one per request by
// path or header, what a world may set for itself, expiry and the cap, and every refusal of the
// selector (docs/design/0027-worlds.md). Isolation under random use: tests/properties/worlds.test.ts.

import { request as httpRequest } from 'node:http';
import { ErrorBody, headerNames } from '@petstore/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectPetStoreMock,
  type PetStoreMockControl,
  PetStoreMockError,
  type RemotePetStoreMock,
} from '../src/index';
import { type StandalonePetStore, startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';

let time = Date.parse('2026-03-02T12:00:00Z');
let server: StandalonePetStore;
let mock: RemotePetStoreMock;
beforeAll(async () => {
  server = await startPetStoreServer({
    port: 0,
    fixture,
    now: () => time,
    maxWorlds: 4,
    worldIdleSeconds: 60,
  });
  mock = connectPetStoreMock(server.url);
});
afterEach(() => mock.reset());
afterAll(() => server.close());

const key = { [headerNames.apiKey]: 'demo-enterprise' };
const json = { 'Content-Type': 'application/json' };

/** A request sent with its target exactly as written (fetch would resolve `..` before sending). */
function raw(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? JSON.parse(text) : undefined,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Every world's and the default world's journal and dataset: what a refused request must leave as it was. */
async function everything(...controls: PetStoreMockControl[]) {
  return Promise.all(
    controls.map(async (control) => [await control.journal.list(), await control.snapshot()]),
  );
}

describe('creating, listing and removing worlds', () => {
  it('answers 201 with the id, base URL, header and idle time, lists it, and removes it (204)', async () => {
    const answer = await fetch(`${server.url}/__admin/worlds`, { method: 'POST' });
    expect(answer.status).toBe(201);
    const world = await answer.json();
    expect(world).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      baseUrl: `${server.url}/worlds/${world.id}`,
      header: { name: 'Petstore-World', value: world.id },
      idleSeconds: 60,
      expiresAt: new Date(time + 60_000).toISOString(),
    });
    const listed = await (await fetch(`${server.url}/__admin/worlds`)).json();
    expect(listed).toContainEqual(world);
    const removed = await fetch(`${server.url}/__admin/worlds/${world.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    const again = await fetch(`${server.url}/__admin/worlds/${world.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(ErrorBody.parse(await again.json())).toMatchObject({
      code: 'unknown_world',
      message: expect.stringContaining('removed'),
    });
    expect(await (await fetch(`${server.url}/__admin/worlds`)).json()).not.toContainEqual(world);
  });

  it('gives ids that never repeat and cannot be guessed from one another', async () => {
    const worlds = await Promise.all([mock.createWorld(), mock.createWorld(), mock.createWorld()]);
    try {
      expect(new Set(worlds.map((world) => world.id)).size).toBe(3);
      // 128 random bits each: no two share a long prefix, as a counter or a clock would.
      const [a, b] = worlds.map((world) => world.id) as [string, string];
      expect(a.slice(0, 8)).not.toBe(b.slice(0, 8));
    } finally {
      await Promise.all(worlds.map((world) => world.dispose()));
    }
  });

  it('refuses bad options with 400 and details under body, and creates nothing', async () => {
    const before = await (await fetch(`${server.url}/__admin/worlds`)).json();
    for (const [body, path] of [
      ['{"seed": -1}', 'body.seed'],
      ['{"now": "tomorrow"}', 'body.now'],
      ['{"keys": {"k": "no-such-plan"}}', undefined],
      ['{"windows": {"minuteSeconds": 1}}', 'body.windows'],
      ['{"fixture": {"pets": [{"id": 1}]}}', 'body.fixture.pets.0.name'],
      ['[]', 'body'],
    ] as const) {
      const answer = await fetch(`${server.url}/__admin/worlds`, { method: 'POST', headers: json, body });
      expect(answer.status, body).toBe(400);
      const refused = ErrorBody.parse(await answer.json());
      expect(refused.code, body).toBe('invalid_request');
      if (path)
        expect(
          refused.details?.map((detail) => detail.path),
          body,
        ).toContain(path);
    }
    expect(await (await fetch(`${server.url}/__admin/worlds`)).json()).toEqual(before);
  });

  it('answers the worlds routes only at the root: under a world they are not found', async () => {
    const world = await mock.createWorld();
    try {
      const answer = await fetch(`${world.baseUrl}/__admin/worlds`, { method: 'POST' });
      expect(answer.status).toBe(404);
      expect(ErrorBody.parse(await answer.json()).code).toBe('not_found');
      // The client of a world creates a sibling at the root.
      const sibling = await world.createWorld();
      expect(sibling.baseUrl).toBe(`${server.url}/worlds/${sibling.id}`);
      await sibling.dispose();
    } finally {
      await world.dispose();
    }
  });
});

describe('a world answers as a mock of its own', () => {
  it('by base URL and by header, from its own dataset; the default world is untouched', async () => {
    const world = await mock.createWorld({ seed: false });
    try {
      const created = await fetch(`${world.baseUrl}/categories`, {
        method: 'POST',
        headers: { ...key, ...json },
        body: JSON.stringify({ name: 'Birds' }),
      });
      expect(created.status).toBe(201);
      // Location keeps the prefix the request came under.
      expect(created.headers.get(headerNames.location)).toBe(`/worlds/${world.id}/categories/1`);
      const byHeader = await fetch(`${server.url}/categories`, {
        headers: { ...key, [world.header.name]: world.header.value },
      });
      expect(await byHeader.json()).toEqual([{ id: 1, name: 'Birds' }]);
      const byHeaderCreated = await fetch(`${server.url}/categories`, {
        method: 'POST',
        headers: { ...key, ...json, [world.header.name]: world.header.value },
        body: JSON.stringify({ name: 'Fish' }),
      });
      expect(byHeaderCreated.headers.get(headerNames.location)).toBe('/categories/2');
      expect((await world.snapshot()).categories.map((category) => category.name)).toEqual(['Birds', 'Fish']);
      expect((await mock.snapshot()).categories).toEqual(fixture.categories);
      expect(await mock.journal.list()).toEqual([]);
      expect((await world.journal.list()).map((entry) => entry.path)).toEqual([
        '/categories',
        '/categories',
        '/categories',
      ]);
    } finally {
      await world.dispose();
    }
  });

  it('keeps faults, clock, rate limits and bans apart from the default world and from each other', async () => {
    const [a, b] = await Promise.all([
      mock.createWorld({ plans: { free: { perMinute: 1, perDay: 100 } } }),
      mock.createWorld(),
    ]);
    try {
      await a.faults.inject({ operationId: 'listPets', status: 503 });
      await a.clock.set('2030-01-01T00:00:00Z');
      const get = (baseUrl: string) =>
        fetch(`${baseUrl}/pets`, { headers: { [headerNames.apiKey]: 'demo-free' } });
      expect((await get(a.baseUrl)).status).toBe(503);
      expect((await get(b.baseUrl)).status).toBe(200);
      expect((await get(server.url)).status).toBe(200);
      expect(await a.clock.now()).toBeGreaterThanOrEqual(Date.parse('2030-01-01T00:00:00Z'));
      expect(await b.clock.now()).toBe(time);
      await a.faults.clear();
      // a's free plan allows 1 a minute, which the 503 spent: 429s there, then a ban; b and the
      // default world answer on.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await get(a.baseUrl)).status);
      expect(statuses).toEqual([...Array(10).fill(429), 403]);
      expect((await get(b.baseUrl)).status).toBe(200);
      expect((await get(server.url)).status).toBe(200);
      const limit = (await get(b.baseUrl)).headers.get(headerNames.rateLimitLimit);
      expect(limit).not.toBe('1');
      await a.reset();
      expect((await get(a.baseUrl)).status).toBe(200);
    } finally {
      await Promise.all([a.dispose(), b.dispose(), mock.reset()]);
    }
  });

  it('starts from the options it sets: seed, fixture, now, keys, sunset, rate-limit headers', async () => {
    const world = await mock.createWorld({
      fixture: { categories: [{ id: 1, name: 'Owls' }] },
      now: '2031-05-01T00:00:00Z',
      keys: { 'world-key': 'pro' },
      sunset: '2020-01-01T00:00:00Z',
      rateLimitHeaders: 'standard',
    });
    try {
      const answer = await fetch(`${world.baseUrl}/categories`, {
        headers: { [headerNames.apiKey]: 'world-key' },
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual([{ id: 1, name: 'Owls' }]);
      expect(answer.headers.get(headerNames.date)).toBe('Thu, 01 May 2031 00:00:00 GMT');
      expect(answer.headers.has(headerNames.rateLimitLimit)).toBe(false);
      // The server knows no such key.
      const root = await fetch(`${server.url}/categories`, {
        headers: { [headerNames.apiKey]: 'world-key' },
      });
      expect(root.status).toBe(401);
      await world.clock.advance(3600);
      await world.reset();
      // Reset puts the clock back on the time the world started from, running at the server's pace.
      expect(await world.clock.now()).toBe(Date.parse('2031-05-01T00:00:00Z'));
      const seeded = await mock.createWorld({ seed: 7 });
      const same = await mock.createWorld({ seed: 7 });
      expect(await seeded.snapshot()).toEqual(await same.snapshot());
      await Promise.all([seeded.dispose(), same.dispose()]);
    } finally {
      await world.dispose();
    }
  });

  it('is a PetStoreMockControl: connectPetStoreMock(world.baseUrl) drives the same world', async () => {
    const world = await mock.createWorld();
    try {
      const again: PetStoreMockControl = connectPetStoreMock(world.baseUrl);
      await again.load({ categories: [{ id: 5, name: 'Frogs' }] });
      expect((await world.snapshot()).categories).toEqual([{ id: 5, name: 'Frogs' }]);
      // The header on the root control routes reaches the same world.
      const clock = await fetch(`${server.url}/__admin/dataset`, { headers: { 'Petstore-World': world.id } });
      expect((await clock.json()).categories).toEqual([{ id: 5, name: 'Frogs' }]);
    } finally {
      await world.dispose();
    }
    // Disposing twice is done, not an error.
    await expect(world.dispose()).resolves.toBeUndefined();
    await expect(world.reset()).rejects.toThrow(/404 unknown_world/);
  });
});

describe('idle worlds and the cap', () => {
  it('drops a world idle past its time on the server clock; a request keeps it', async () => {
    const world = await mock.createWorld();
    time += 50_000;
    expect((await fetch(`${world.baseUrl}/pets/1`, { headers: key })).status).toBe(200);
    time += 50_000;
    await world.journal.list();
    time += 59_000;
    expect(
      (await (await fetch(`${server.url}/__admin/worlds`)).json()).map((w: { id: string }) => w.id),
    ).toContain(world.id);
    time += 1_000;
    const expired = await fetch(`${world.baseUrl}/pets/1`, { headers: key });
    expect(expired.status).toBe(404);
    expect(ErrorBody.parse(await expired.json())).toMatchObject({
      code: 'unknown_world',
      message: `World ${world.id} was expired after 60 s without a request; create another with POST /__admin/worlds`,
    });
    // The refusal of a request to the API carries CORS, so a page can read it.
    expect(expired.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await mock.journal.list()).toEqual([]);
  });

  it('refuses a world past maxWorlds with 409 world_limit_reached and touches no other', async () => {
    const worlds = await Promise.all([1, 2, 3, 4].map(() => mock.createWorld()));
    try {
      await worlds[0]?.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
      const before = await everything(...worlds);
      const refused = await fetch(`${server.url}/__admin/worlds`, { method: 'POST' });
      expect(refused.status).toBe(409);
      expect(ErrorBody.parse(await refused.json())).toMatchObject({
        code: 'world_limit_reached',
        message: expect.stringContaining('4 worlds, its maxWorlds'),
      });
      await expect(mock.createWorld()).rejects.toThrow(PetStoreMockError);
      expect(await everything(...worlds)).toEqual(before);
      expect((await fetch(`${worlds[0]?.baseUrl}/pets`, { headers: key })).status).toBe(503);
      await worlds.pop()?.dispose();
      const next = await mock.createWorld();
      worlds.push(next);
    } finally {
      await Promise.all(worlds.map((world) => world.dispose()));
    }
  });
});

describe('the world selector refuses what it cannot read, and changes nothing', () => {
  it('answers each hostile path or header with the Error object (400 or 404)', async () => {
    const world = await mock.createWorld();
    try {
      const other = 'AAAAAAAAAAAAAAAAAAAAAA';
      const cases: [string, Record<string, string>, number, string][] = [
        ['/worlds/../pets', {}, 400, 'dot segments'],
        ['/worlds/%2e%2e/pets', {}, 400, 'dot segments'],
        ['/worlds/%2E./pets', {}, 400, 'dot segments'],
        [`/worlds/${world.id}%2F../pets`, {}, 400, 'dot segments'],
        [`/worlds/${world.id}/..%2fpets`, {}, 400, 'encoded slashes'],
        [`/worlds/${world.id}/../../pets`, {}, 400, 'dot segments'],
        ['/worlds\\..\\pets', {}, 400, 'encoded slashes'],
        [`/pets/../worlds/${world.id}/pets`, {}, 400, 'dot segments'],
        ['/worlds', {}, 400, 'names a world'],
        ['/worlds/', {}, 400, 'is not a world id'],
        ['/worlds/abc/pets', {}, 400, 'is not a world id'],
        [`/worlds/${'x'.repeat(4000)}/pets`, {}, 400, 'is not a world id'],
        [`/worlds/${world.id}x/pets`, {}, 400, 'is not a world id'],
        ['/worlds/%41AAAAAAAAAAAAAAAAAAAAA/pets', {}, 400, 'is not a world id'],
        [`/worlds/${other}/pets`, {}, 404, 'has no world'],
        ['/pets', { 'Petstore-World': other }, 404, 'has no world'],
        ['/pets', { 'Petstore-World': 'not an id' }, 400, 'Petstore-World header'],
        ['/pets', { 'Petstore-World': '' }, 400, 'Petstore-World header'],
        ['/pets', { 'Petstore-World': 'y'.repeat(8000) }, 400, 'Petstore-World header'],
        [`/worlds/${world.id}/pets`, { 'Petstore-World': other }, 400, 'names world'],
        [`/worlds/${world.id}/__admin/reset`, { 'Petstore-World': other }, 400, 'names world'],
        ['/__admin/reset', { 'Petstore-World': other }, 404, 'has no world'],
        [`/worlds/${other}/__admin/reset`, {}, 404, 'has no world'],
      ];
      await world.faults.inject({ operationId: '*', status: 503 });
      const before = await everything(mock, world);
      for (const [path, headers, status, words] of cases) {
        const method = path.includes('__admin') ? 'POST' : 'GET';
        const answer = await raw(path, { method, headers: { ...key, ...headers } });
        const label = `${path.slice(0, 60)} ${JSON.stringify(headers).slice(0, 60)}`;
        expect(answer.status, label).toBe(status);
        const body = ErrorBody.parse(answer.body);
        expect(body.code, label).toBe(status === 404 ? 'unknown_world' : 'invalid_request');
        expect(body.message, label).toContain(words);
        // A message never quotes a long id whole.
        expect(body.message.length, label).toBeLessThan(300);
      }
      expect(await everything(mock, world)).toEqual(before);
    } finally {
      await world.dispose();
    }
  });

  it('takes a header and a path naming the same world, and a path like /worldsfoo as any unknown route', async () => {
    const world = await mock.createWorld();
    try {
      const same = await raw(`/worlds/${world.id}/pets/1`, {
        headers: { ...key, 'Petstore-World': world.id },
      });
      expect(same.status).toBe(200);
      const other = await raw('/worldsfoo', { headers: key });
      expect(other.status).toBe(404);
      expect(ErrorBody.parse(other.body).code).toBe('not_found');
    } finally {
      await world.dispose();
      await mock.reset();
    }
  });

  it('answers a preflight to a world with the header allowed', async () => {
    const preflight = await raw('/worlds/AAAAAAAAAAAAAAAAAAAAAA/pets', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://page.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key, petstore-world',
      },
    });
    expect(preflight.status).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'petstore-world',
    );
  });
});

describe('who reaches the worlds', () => {
  it('applies the token and the origin rules before the world is looked up', async () => {
    const guarded = await startPetStoreServer({ port: 0, adminToken: 'secret-token' });
    try {
      const owner = connectPetStoreMock(guarded.url, { token: 'secret-token' });
      const world = await owner.createWorld();
      for (const path of [
        '/__admin/worlds',
        `/worlds/${world.id}/__admin/journal`,
        '/worlds/AAAAAAAAAAAAAAAAAAAAAA/__admin/journal',
      ]) {
        const answer = await fetch(`${guarded.url}${path}`);
        expect(answer.status, path).toBe(401);
        expect(ErrorBody.parse(await answer.json()).code, path).toBe('missing_admin_token');
      }
      const foreign = await fetch(`${guarded.url}/worlds/AAAAAAAAAAAAAAAAAAAAAA/__admin/journal`, {
        headers: { Authorization: 'Bearer secret-token', 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(foreign.status).toBe(403);
      expect(ErrorBody.parse(await foreign.json()).code).toBe('foreign_caller');
      const byHeader = await fetch(`${guarded.url}/__admin/journal`, {
        headers: { 'Petstore-World': world.id, Origin: 'http://evil.test' },
      });
      expect(byHeader.status).toBe(403);
      expect(await world.journal.list()).toEqual([]);
      await world.dispose();
    } finally {
      await guarded.close();
    }
  });

  it('a drift proxy has no worlds: it forwards the header and the path as they came', async () => {
    const proxy = await startPetStoreServer({ port: 0, proxy: server.url });
    try {
      const answer = await fetch(`${proxy.url}/__admin/worlds`, { method: 'POST' });
      expect(answer.status).toBe(404);
      expect(ErrorBody.parse(await answer.json()).code).toBe('not_found');
    } finally {
      await proxy.close();
    }
  });
});
