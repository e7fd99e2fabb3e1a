// A web page the developer opens must not drive the standalone mock's control API, whatever it
// tries: simple cross-origin requests it need not ask for, and DNS rebinding, in real Chromium.
// The raw-header cases of each rule are pinned in packages/mock/test/standalone-admin.test.ts.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
