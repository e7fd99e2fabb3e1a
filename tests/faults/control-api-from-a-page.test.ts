// A web page the developer opens must not drive the standalone mock's control API, whatever it
// tries: simple cross-origin requests it need not ask for, and DNS rebinding, in real Chromium; and
// each rule pinned with the raw headers a browser would send (docs/design/0016-control-api-callers.md).

import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorBody } from '@petstore/contract';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium';

let mock: StandalonePetStore;
let page: Server;
let pageOrigin = '';
let browser: Browser;

// What a hostile page does on load: `no-cors` fetches (which need no permission), a form posted
// into a frame, and a CORS read of the journal. It reports what it could read, then says done.
function hostilePage(target: string): string {
  const fault = JSON.stringify({ operationId: 'listPets', status: 503 });
  return `<!doctype html><meta charset="utf-8"><title>loading</title>
<iframe name="sink"></iframe>
<form id="form" method="POST" enctype="text/plain" target="sink" action="${target}/__admin/faults">
  <input name='${fault.slice(0, -1)},"x":"' value='"}'>
</form>
<script type="module">
  const target = ${JSON.stringify(target)};
  const sent = (path, init) => fetch(target + path, { mode: 'no-cors', ...init }).then(() => 'sent', () => 'failed');
  const results = {
    reset: await sent('/__admin/reset', { method: 'POST' }),
    resetText: await sent('/__admin/reset', { method: 'POST', body: '{}', headers: { 'Content-Type': 'text/plain' } }),
    fault: await sent('/__admin/faults', { method: 'POST', body: ${JSON.stringify(fault)} }),
    clock: await sent('/__admin/clock/advance', { method: 'POST', body: '{"seconds":86400}' }),
    journal: await fetch(target + '/__admin/journal').then((r) => r.text(), (e) => 'unreadable: ' + e.name),
  };
  const frame = document.querySelector('iframe');
  await new Promise((resolve) => { frame.onload = resolve; document.getElementById('form').submit(); });
  window.results = results;
  document.title = 'done';
</script>`;
}

beforeAll(async () => {
  mock = await startPetStoreServer({ port: 0 });
  page = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(hostilePage(mock.url)),
  );
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  // attacker.test resolves to this machine, as a rebinding attacker's name does once rebound.
  browser = await launchChromium(['--host-resolver-rules=MAP attacker.test 127.0.0.1']);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  page?.closeAllConnections();
  await new Promise((resolve) => page?.close(resolve));
  await mock?.close();
});

describe('a page of another origin', () => {
  it('cannot reset the mock, inject a fault, move its clock or read its journal', async () => {
    mock.mock.reset();
    const apiKey = { 'X-API-Key': 'demo-free', 'Content-Type': 'application/json' };
    const created = await fetch(`${mock.url}/categories`, {
      method: 'POST',
      headers: apiKey,
      body: '{"name":"Kept"}',
    });
    expect(created.status).toBe(201);
    const before = mock.mock.snapshot();
    const clock = mock.mock.clock.now();
    const tab = await browser.newPage();
    await tab.goto(pageOrigin);
    await tab.waitForFunction(() => document.title === 'done', undefined, { timeout: 30_000 });
    const results = await tab.evaluate(
      () => (window as unknown as { results: Record<string, string> }).results,
    );
    await tab.close();
    // The browser sent the requests (opaque answers); the mock acted on none of them.
    expect(results).toMatchObject({ reset: 'sent', resetText: 'sent', fault: 'sent', clock: 'sent' });
    expect(results.journal).toMatch(/^unreadable: TypeError$/);
    expect(mock.mock.snapshot()).toEqual(before);
    expect(mock.mock.clock.now() - clock).toBeLessThan(3_600_000);
    const listed = await fetch(`${mock.url}/pets`, { headers: apiKey });
    expect(listed.status).toBe(200);
  });
});

describe('a page that rebinds its own name to the mock (DNS rebinding)', () => {
  it('is refused the journal, the dataset and every change, though the browser sees it as same-origin', async () => {
    mock.mock.reset();
    const before = mock.mock.snapshot();
    const tab = await browser.newPage();
    const rebound = `http://attacker.test:${mock.port}`;
    const journal = await tab.goto(`${rebound}/__admin/journal`);
    expect(journal?.status()).toBe(403);
    expect(await journal?.json()).toMatchObject({ code: 'foreign_caller', status: 403 });
    const answers = await tab.evaluate(async () => {
      const json = { 'Content-Type': 'application/json' };
      const calls: [string, RequestInit][] = [
        ['/__admin/dataset', {}],
        ['/__admin/reset', { method: 'POST', headers: json, body: '{}' }],
        [
          '/__admin/faults',
          { method: 'POST', headers: json, body: '{"operationId":"listPets","status":503}' },
        ],
      ];
      const statuses: number[] = [];
      for (const [path, init] of calls) statuses.push((await fetch(path, init)).status);
      return statuses;
    });
    await tab.close();
    expect(answers).toEqual([403, 403, 403]);
    expect(mock.mock.snapshot()).toEqual(before);
    const listed = await fetch(`${mock.url}/pets`, { headers: { 'X-API-Key': 'demo-free' } });
    expect(listed.status, 'no fault was injected').toBe(200);
  });
});

const json = { 'Content-Type': 'application/json' };

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
    mock.mock.reset();
    const host = `attacker.test:${mock.port}`;
    const calls: [string, string, string | undefined][] = [
      ['POST', '/__admin/reset', undefined],
      ['POST', '/__admin/faults', faultBody],
      ['POST', '/__admin/clock/advance', '{"seconds":3600}'],
      ['GET', '/__admin/journal', undefined],
      ['GET', '/__admin/dataset', undefined],
    ];
    const before = mock.mock.snapshot();
    const now = mock.mock.clock.now();
    for (const [method, path, body] of calls) {
      const answer = await rawRequest(mock.port, path, { method, body, headers: { Host: host, ...json } });
      expect(answer.status, path).toBe(403);
      expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ code: 'foreign_caller', status: 403 });
      expect(answer.body).not.toContain('"pets"');
    }
    expect(mock.mock.snapshot()).toEqual(before);
    expect(mock.mock.clock.now() - now).toBeLessThan(60_000);
    // The same calls under loopback names are obeyed.
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      const answer = await rawRequest(mock.port, '/__admin/clock', {
        headers: { Host: `${name}:${mock.port}` },
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
    mock.mock.reset();
    const ownHost = `127.0.0.1:${mock.port}`;
    const foreign: Record<string, string>[] = [
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      { Origin: `http://localhost:${mock.port + 1}` },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of foreign) {
      const answer = await rawRequest(mock.port, '/__admin/faults', {
        method: 'POST',
        body: faultBody,
        headers: { Host: ownHost, ...json, ...headers },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'foreign_caller' });
    }
    expect(mock.mock.journal.entries).toEqual([]);
    const sameOrigin = await rawRequest(mock.port, '/__admin/clock', {
      headers: { Host: ownHost, Origin: `http://${ownHost}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('takes only JSON bodies: text, forms and multipart get 415 and change nothing', async () => {
    mock.mock.reset();
    const kinds = [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ];
    for (const type of kinds) {
      const headers: Record<string, string> = type === undefined ? {} : { 'Content-Type': type };
      const answer = await rawRequest(mock.port, '/__admin/faults', {
        method: 'POST',
        body: faultBody,
        headers,
      });
      expect(answer.status, type).toBe(415);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'unsupported_media_type', status: 415 });
      const reset = await rawRequest(mock.port, '/__admin/reset', { method: 'POST', body: 'a=1', headers });
      if (type !== undefined) expect(reset.status, type).toBe(415);
    }
    const answer = await fetch(`${mock.url}/pets`, { headers: { 'X-API-Key': 'demo-free' } });
    expect(answer.status).toBe(200);
    // What a tool sends: curl -X POST, with no body, and JSON.
    expect((await rawRequest(mock.port, '/__admin/reset', { method: 'POST' })).status).toBe(204);
    const fault = await rawRequest(mock.port, '/__admin/faults', {
      method: 'POST',
      body: faultBody,
      headers: json,
    });
    expect(fault.status).toBe(204);
  });
});
