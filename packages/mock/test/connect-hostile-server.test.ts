// connectPetStoreMock against servers that are not a working mock: every failure is a
// PetStoreMockError naming the route and the status, in bounded time, and the token never
// appears in it, whatever the server sends back.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { connectPetStoreMock, PetStoreMockError } from '../src/index';

const token = 'tok-5ecret-Value';
const servers: Server[] = [];

async function serve(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(answer);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The error a call ends in, checked to be typed and to show no token in any view of it. */
async function failure(call: Promise<unknown>): Promise<PetStoreMockError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PetStoreMockError);
  for (const view of [String(error), inspect(error, { depth: 5 }), JSON.stringify(error)])
    expect(view).not.toContain(token);
  return error as PetStoreMockError;
}

describe('connectPetStoreMock against a server that is not a working mock', () => {
  it('never repeats the token, when the server echoes it in an Error object or as its whole body', async () => {
    const echo = await serve((req, res) => {
      const header = req.headers.authorization ?? '';
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'invalid_request', message: `bad header ${header}`, status: 400 }));
    });
    const echoed = await failure(connectPetStoreMock(echo, { token }).reset());
    expect(echoed.message).toMatch(/POST \/__admin\/reset: .*400 invalid_request: bad header Bearer \*\*\*/);
    const bare = await serve((_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end(token));
    const quoted = await failure(connectPetStoreMock(bare, { token }).clock.now());
    expect(quoted.message).toMatch(/GET \/__admin\/clock: .*500/);
  });

  it('gives up on a server that never answers, or stalls in the body, after timeoutMs', async () => {
    const hung = await serve(() => undefined);
    const hangs = await failure(connectPetStoreMock(hung, { token, timeoutMs: 200 }).journal.list());
    expect(hangs.message).toMatch(/GET \/__admin\/journal: .*did not answer within 200 ms/);
    const stalled = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"now":');
    });
    const stalls = await failure(connectPetStoreMock(stalled, { timeoutMs: 200 }).clock.now());
    expect(stalls.message).toMatch(/did not answer within 200 ms/);
  });

  it('refuses answers that are not the control API’s: not JSON, empty, or of another shape', async () => {
    const bodies = ['<html>hello</html>', '', 'null', '{}', '[1,2]'];
    for (const body of bodies) {
      const other = await serve((_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      );
      const mock = connectPetStoreMock(other);
      for (const call of [mock.clock.now(), mock.journal.list(), mock.snapshot()]) {
        const error = await failure(call);
        expect(error.message, body).toMatch(/answered 200 with a body that is not the control API's answer/);
      }
      expect((await failure(mock.reset())).message).toMatch(/POST \/__admin\/reset: answered 200, not 204/);
    }
  });

  it('refuses a time a Date cannot hold before sending anything', async () => {
    let requests = 0;
    const counting = await serve((_req, res) => {
      requests += 1;
      res.writeHead(204).end();
    });
    await failure(connectPetStoreMock(counting).clock.set(8.64e15 + 1));
    expect(requests).toBe(0);
  });
});
