// The mock's drift proxy (`petstore-mock --proxy URL`) in front of a hostile real service: one
// that is not there, drops the connection, breaks off its answer, never answers, or echoes the
// caller's key wherever a finding could quote it. Every caller gets an answer or a broken one as
// the service gave it, the report says what happened, and the key reaches neither the report nor
// the journal. (What the proxy forwards and returns: packages/mock/test/drift-proxy.test.ts.)
import { ErrorBody, headerNames } from '@petstore/contract';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HostileServer, startHostileServer } from './support/hostile-server';

// Visible ASCII with characters that JSON and percent-encoding write otherwise.
const secret = 'pk_echo/leak+3b8d"q';
const keyed = { [headerNames.apiKey]: secret };

let upstream: HostileServer;
let proxy: StandalonePetStore;
beforeAll(async () => {
  upstream = await startHostileServer(() => ({ kind: 'hang' }));
  proxy = await startPetStoreServer({ port: 0, proxy: upstream.origin });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});
beforeEach(async () => {
  await proxy.drift?.clear();
  proxy.mock.journal.clear();
});

async function report() {
  return (await proxy.drift?.report())?.violations ?? [];
}

describe('a real service that gives no answer', () => {
  it('not listening: 502 with the Error object, reported as no answer, journaled', async () => {
    const gone = await startHostileServer(() => ({ kind: 'hang' }));
    await gone.close();
    const front = await startPetStoreServer({ port: 0, proxy: gone.origin });
    try {
      const answer = await fetch(`${front.url}/pets`, { headers: keyed });
      expect(answer.status).toBe(502);
      const body = ErrorBody.parse(await answer.json());
      expect(body).toMatchObject({ code: 'unavailable', status: 502 });
      expect(body.message).toContain(
        `The real service at ${gone.origin} did not answer: connect ECONNREFUSED`,
      );
      const requestId = answer.headers.get(headerNames.requestId);
      expect(requestId).toMatch(/^[\w-]{8,}$/);
      expect((await front.drift?.report())?.violations).toEqual([
        {
          operationId: 'listPets',
          method: 'GET',
          path: '/pets',
          status: 502,
          rule: 'status',
          detail: `no answer: connect ECONNREFUSED ${gone.origin.slice('http://'.length)}`,
          summary: `no answer: connect ECONNREFUSED ${gone.origin.slice('http://'.length)}`,
          count: 1,
        },
      ]);
      expect(front.mock.journal.entries).toMatchObject([
        { requestId, method: 'GET', path: '/pets', operationId: 'listPets', status: 502 },
      ]);
    } finally {
      await front.close();
    }
  });

  it('dropping the connection: 502, reported as no answer', async () => {
    upstream.reset(() => ({ kind: 'reset' }));
    const answer = await fetch(`${proxy.url}/categories`, { headers: keyed });
    expect(answer.status).toBe(502);
    expect(ErrorBody.parse(await answer.json()).code).toBe('unavailable');
    expect(await report()).toEqual([
      expect.objectContaining({
        operationId: 'listCategories',
        status: 502,
        rule: 'status',
        detail: 'no answer: socket hang up',
      }),
    ]);
  });

  it('breaking off its body: the caller’s read fails as it would without the proxy, and the report says so', async () => {
    upstream.reset(() => ({
      kind: 'truncate',
      status: 200,
      body: JSON.stringify([{ id: 1, name: 'Dogs' }]),
    }));
    const answer = await fetch(`${proxy.url}/categories`, { headers: keyed });
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
    expect(await report()).toEqual([
      expect.objectContaining({
        operationId: 'listCategories',
        status: 200,
        rule: 'body',
        detail: expect.stringMatching(
          /^the answer broke off after \d+ bytes of its body \(.+\): not checked$/,
        ),
      }),
    ]);
  });

  it('never answering: when the caller gives up, the proxy lets go of the real service too, and records nothing', async () => {
    const silent = await startHostileServer(() => ({ kind: 'hang' }));
    const front = await startPetStoreServer({ port: 0, proxy: silent.origin });
    try {
      const call = fetch(`${front.url}/pets`, { headers: keyed, signal: AbortSignal.timeout(200) });
      await expect(call).rejects.toThrow();
      expect(silent.requests).toHaveLength(1);
      await vi.waitFor(async () => expect(await silent.connections()).toBe(0));
      expect((await front.drift?.report())?.violations).toEqual([]);
      expect(front.mock.journal.entries).toEqual([]);
    } finally {
      await front.close();
      await silent.close();
    }
  });
});

describe('a real service that echoes the key', () => {
  /** Every string of a value, property names included. */
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([name, field]) => [name, ...strings(field)])
        : [];

  it('passes the echoes on unchanged, and the key appears in no violation and no journal entry', async () => {
    upstream.reset((request) => {
      const key = String(request.headers['x-api-key']);
      const headers = {
        'content-type': 'application/json',
        'x-ratelimit-limit': key,
        'x-request-id': key,
        location: `/pets/${encodeURIComponent(key)}`,
        link: `<http://elsewhere.test/${key}>; rel="next"`,
      };
      if (request.method === 'POST')
        return { kind: 'json', status: 201, headers, body: { id: 1, name: key, categoryId: 1 } };
      if (request.path.startsWith('/categories'))
        return { kind: 'json', status: 418, headers, body: { code: key, message: key, status: 418 } };
      return { kind: 'json', status: 200, headers, body: [{ id: 1, name: key, categoryId: 1, status: key }] };
    });
    const calls = [
      fetch(`${proxy.url}/pets?limit=1`, { headers: keyed }),
      fetch(`${proxy.url}/pets`, {
        method: 'POST',
        headers: { ...keyed, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Rex', categoryId: 1 }),
      }),
      fetch(`${proxy.url}/categories/1`, { headers: keyed }),
      fetch(`${proxy.url}/echo/${encodeURIComponent(secret)}?key=${encodeURIComponent(secret)}`, {
        headers: keyed,
      }),
    ];
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(answer.headers.get('X-RateLimit-Limit')).toBe(secret);
    expect(await answers[2]?.json()).toEqual({ code: secret, message: secret, status: 418 });

    const violations = await report();
    const texts = [...strings(violations), ...strings(proxy.mock.journal.entries)];
    const forms = [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)];
    for (const text of texts) for (const form of forms) expect(text).not.toContain(form);
    // The findings that quoted it are there, masked.
    const details = violations.map((violation) => violation.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        'X-RateLimit-Limit is "[redacted]", not a whole number',
        expect.stringMatching(/^answered 418 \[redacted\], which getCategory does not document/),
        'no operation of the contract answers GET /echo/[redacted]',
      ]),
    );
    expect(violations).toContainEqual(expect.objectContaining({ rule: 'route', path: '/echo/[redacted]' }));
    expect(proxy.mock.journal.entries.map((entry) => entry.apiKey)).toEqual(Array(4).fill('pk_e…'));
  });
});
