import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { demoApiKeys } from '@petstore/contract';
import { exposedHeaders } from '@petstore/contract/internal';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type StandalonePetStore, startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';

let server: StandalonePetStore;
beforeAll(async () => {
  server = await startPetStoreServer({ port: 0, fixture });
});
afterAll(() => server.close());

const headers = { 'X-API-Key': 'demo-free' };

describe('standalone server over real HTTP', () => {
  it('answers on a free port with the same handlers', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.mock.baseUrl).toBe(server.url);
    const response = await fetch(`${server.url}/pets?limit=1`, { headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([fixture.pets[0]]);
    expect(response.headers.get('X-RateLimit-Remaining')).toBe('59');
    expect(response.headers.get('Link')).toBe(`<${server.url}/pets?limit=1&offset=1>; rel="next"`);
    expect(server.mock.journal.entries.at(-1)).toMatchObject({ operationId: 'listPets', status: 200 });
  });

  it('creates records and answers errors as in process', async () => {
    const created = await fetch(`${server.url}/pets`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bo', categoryId: 2 }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('Location')).toBe('/pets/4');
    const missing = await fetch(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-RateLimit-Limit')).toBe('60');
  });

  it('answers CORS preflights, with X-Request-Id, and exposes the contract headers to scripts', async () => {
    const preflight = await fetch(`${server.url}/store/orders`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key, content-type, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toBe(
      'x-api-key, content-type, idempotency-key, petstore-world',
    );
    const answer = await fetch(`${server.url}/categories`, {
      headers: { ...headers, Origin: 'http://app.test' },
    });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(answer.headers.get('Access-Control-Expose-Headers')?.split(', ')).toEqual([...exposedHeaders]);
  });

  it('drops the connection for an injected network error', async () => {
    server.mock.faults.inject({ operationId: 'getCategory', networkError: true, times: 1 });
    await expect(fetch(`${server.url}/categories/1`, { headers })).rejects.toThrow(TypeError);
    expect((await fetch(`${server.url}/categories/1`, { headers })).status).toBe(200);
  });

  it('answers whatever Host the client named, on its own origin', async () => {
    const { port } = server;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { port, path: '/categories/1', headers: { ...headers, Host: 'elsewhere.test' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });

  it('reads a request target that starts with // as a path, not as another host: 404, nothing changes', async () => {
    const before = server.mock.snapshot();
    for (const [method, path] of [
      ['GET', '//anything/pets/1'],
      ['DELETE', '//x/store/orders/2'],
      ['GET', '//127.0.0.1:4010/pets/1'],
    ]) {
      const answer = await fetch(`${server.url}${path}`, { method, headers });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect((await answer.json()).code).toBe('not_found');
    }
    expect(server.mock.snapshot()).toEqual(before);
  });

  it('refuses bad options before listening', async () => {
    await expect(startPetStoreServer({ port: 0, seed: -5 })).rejects.toThrow(/seed/);
  });
});

/** Runs the bin from the sources (bundled once: support/bundle-bin.ts); resolves with it once it printed its first `count` lines. */
async function startBin(args: string[], count = 4) {
  const child = spawn(process.execPath, [inject('petstoreMockBin'), ...args], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const reader = createInterface({ input: child.stdout });
  reader.on('line', (line) => lines.push(line));
  await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(count), { timeout: 30_000 });
  return { child, lines };
}

describe('petstore-mock CLI', () => {
  it('prints its address, /docs and the keys once it answers, reads --config, and exits cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'petstore-mock-'));
    const config = join(dir, 'config.json');
    writeFileSync(
      config,
      JSON.stringify({ keys: { 'cli-key': 'pro', 'demo-free': 'business' }, seed: false }),
    );
    const { child, lines } = await startBin([
      '--port',
      '0',
      '--config',
      config,
      '--max-worlds',
      '1',
      '--world-idle-seconds',
      '30',
    ]);
    try {
      const [, url] = /^Pet Store mock listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(lines[0] ?? '') ?? [];
      expect(url, lines[0]).toBeDefined();
      const answer = await fetch(`${url}/pets`, { headers: { 'X-API-Key': 'cli-key' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('X-RateLimit-Limit')).toBe('300');
      expect(await answer.json()).toEqual([]);
      // What it prints is true of the server that runs: the page answers, each key with its plan.
      const docs = /^ {2}API reference, try it: (\S+)$/.exec(lines[1] ?? '')?.[1];
      expect(docs).toBe(`${url}/docs`);
      expect((await fetch(docs as string)).status).toBe(200);
      const keys = Object.entries({ ...demoApiKeys, 'demo-free': 'business' }).map(
        ([key, plan]) => `${key} (${plan})`,
      );
      expect(lines[2]).toBe(`  API keys (X-API-Key): ${keys.join(', ')}, 1 key of your own from ${config}`);
      expect(lines.join('\n')).not.toContain('cli-key');
      expect(lines[3]).toBe(`  Control API:           ${url}/__admin (its document: /__admin/openapi.json)`);
      // --world-idle-seconds and --max-worlds: one world, kept 30 s idle, and no second.
      const world = await fetch(`${url}/__admin/worlds`, { method: 'POST' });
      expect(await world.json()).toMatchObject({ idleSeconds: 30 });
      expect((await fetch(`${url}/__admin/worlds`, { method: 'POST' })).status).toBe(409);
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(lines.at(-1)).toBe(`Pet Store mock on ${url} stopped (SIGTERM)`);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('as a drift proxy, says where it forwards and where the drift report is, and forwards there', async () => {
    const upstream = await startPetStoreServer({ port: 0 });
    const { child, lines } = await startBin(['--port', '0', '--proxy', upstream.url], 5);
    try {
      const url = /^Pet Store mock listening on (\S+)$/.exec(lines[0] ?? '')?.[1];
      expect(lines.slice(2, 5)).toEqual([
        `  Proxy to:              ${upstream.url}: every request is forwarded there and checked against the contract; the mock's own data, keys and limits are not used`,
        `  Drift report:          ${url}/__admin/drift`,
        `  Control API:           ${url}/__admin (its document: /__admin/openapi.json)`,
      ]);
      const answer = await fetch(`${url}/pets/1`, { headers: { 'X-API-Key': 'demo-free' } });
      expect(answer.status).toBe(200);
      expect(upstream.mock.journal.entries.map((entry) => entry.requestId)).toEqual([
        answer.headers.get('X-Request-Id'),
      ]);
      expect(await (await fetch(`${url}/__admin/drift`)).json()).toEqual({ violations: [], omitted: 0 });
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await upstream.close();
    }
  });

  it('says in its usage that --proxy makes it a drift proxy', async () => {
    const child = spawn(process.execPath, [inject('petstoreMockBin'), '--help'], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let usage = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      usage += chunk;
    });
    await once(child, 'exit');
    expect(usage.replace(/\s+/g, ' ')).toContain(
      '--proxy <url> be a drift proxy in front of the real service at <url> instead of the mock: forward every request there',
    );
  });

  it('says what is off: --no-docs, --no-admin, and the control API on a host other than loopback', async () => {
    const runs = [
      [['--no-docs', '--no-admin'], 'off (--no-docs)', 'off (--no-admin)'],
      [
        ['--host', '0.0.0.0'],
        'http://127.0.0.1:PORT/docs',
        'off: 0.0.0.0 is not a loopback host; give --admin-token to turn it on',
      ],
    ] as const;
    for (const [args, docs, control] of runs) {
      const { child, lines } = await startBin(['--port', '0', ...args]);
      try {
        const port = /:(\d+)$/.exec(lines[0] ?? '')?.[1] as string;
        expect(lines[1], args.join(' ')).toBe(`  API reference, try it: ${docs.replace('PORT', port)}`);
        expect(lines[3], args.join(' ')).toBe(`  Control API:           ${control}`);
        if (docs.startsWith('http')) expect((await fetch(docs.replace('PORT', port))).status).toBe(200);
      } finally {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
  });
});
