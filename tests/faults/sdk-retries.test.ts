// Home of the failures only a real socket shows, and that they are retried like any lost
// connection: resets, hangs, stalled and cut-off bodies. (The retry policy itself, and the one
// Idempotency-Key of a repeated call, are packages/sdk/test/retries.test.ts.)
import { errorCodes } from '@petstore/contract';
import { APITimeoutError, PetStore } from '@petstore/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Behaviour,
  type HostileServer,
  type Responder,
  sequence,
  startHostileServer,
} from './support/hostile-server';
import { type Outcome, outcomeOf, typedError } from './support/outcome';

// Real time over loopback: every assertion about time is a lower bound (nothing sent too early),
// which load on the machine cannot break.

const apiKey = 'retry-test-key';
const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available' };
const error = (code: keyof typeof errorCodes): Behaviour => ({
  kind: 'json',
  status: errorCodes[code].status,
  body: { code, status: errorCodes[code].status, message: code },
});
const ok = (body: unknown): Behaviour => ({ kind: 'json', status: 200, body });

const servers: HostileServer[] = [];
// Tests run concurrently, so servers are closed once all are done.
afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function clientOf(responder: Responder, options: { timeout?: number; maxRetries?: number } = {}) {
  const server = await startHostileServer(responder);
  servers.push(server);
  const client = new PetStore({
    apiKey,
    baseUrl: server.origin,
    logLevel: 'off',
    timeout: options.timeout ?? 10_000,
    maxRetries: options.maxRetries ?? 3,
  });
  return { server, client };
}

describe.concurrent('retries against a hostile server', () => {
  it('a GET rides out a connection reset, a 503 and a timeout, and returns the data', async () => {
    const { client, server } = await clientOf(
      sequence([{ kind: 'reset' }, error('unavailable'), { kind: 'hang' }], ok(pet)),
      {
        timeout: 500,
      },
    );
    expect(await client.pets.retrieve(1)).toEqual(pet);
    expect(server.requests).toHaveLength(4);
  });

  it('a response whose body stalls after the headers ends in APITimeoutError', async () => {
    const { client } = await clientOf(() => ({ kind: 'stall', status: 200, body: JSON.stringify(pet) }), {
      timeout: 300,
      maxRetries: 0,
    });
    const stop = new AbortController();
    const pending = 'still pending 5 s after a 300 ms timeout';
    const outcome = await Promise.race([
      outcomeOf(client.pets.retrieve(1, { signal: stop.signal })),
      new Promise<typeof pending>((resolve) => setTimeout(resolve, 5_000, pending)),
    ]);
    stop.abort();
    expect(outcome).not.toBe(pending);
    typedError(outcome as Outcome<unknown>, APITimeoutError);
  });

  it('a GET whose body is cut off is retried like any lost connection', async () => {
    const { client, server } = await clientOf(
      sequence([{ kind: 'truncate', status: 200, body: JSON.stringify(pet) }], ok(pet)),
    );
    const outcome = await outcomeOf(client.pets.retrieve(1));
    expect(outcome, 'a GET cut off mid-body was not retried').toEqual({ data: pet });
    expect(server.requests).toHaveLength(2);
  });
});
