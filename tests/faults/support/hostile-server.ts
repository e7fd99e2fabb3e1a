import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the hostile server does with one request. */
export type Behaviour =
  | { kind: 'json'; status: number; body?: unknown; headers?: Record<string, string> }
  /** A body sent as is: malformed JSON, HTML from a proxy, nothing at all. */
  | { kind: 'raw'; status: number; body: string; headers?: Record<string, string> }
  /** Announces the whole body in `Content-Length`, sends half of it, then drops the connection. */
  | { kind: 'truncate'; status: number; body: string }
  /** Sends the status line, headers and the start of the body, then nothing more. */
  | { kind: 'stall'; status: number; body: string }
  /** Drops the connection without answering. */
  | { kind: 'reset' }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: 'hang' }
  | { kind: 'redirect'; status: number; location: string };

/** One request as the hostile server received it. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** `Date.now()` when the request arrived (fake timers move it too). */
  readonly at: number;
}

/** Decides the behaviour for a request; `index` counts requests from 0. */
export type Responder = (request: ReceivedRequest, index: number) => Behaviour;

/** A local HTTP server that misbehaves on purpose and records what it receives. */
export interface HostileServer {
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly port: number;
  /** Every request received so far, in order. */
  readonly requests: ReceivedRequest[];
  /** Replaces the responder and forgets the requests received so far. */
  reset(responder: Responder): void;
  /** How many connections clients hold open to it now. */
  connections(): Promise<number>;
  close(): Promise<void>;
}

function send(res: ServerResponse, behaviour: Behaviour): void {
  switch (behaviour.kind) {
    case 'json': {
      const text = behaviour.body === undefined ? '' : JSON.stringify(behaviour.body);
      const type = text ? { 'content-type': 'application/json' } : {};
      res.writeHead(behaviour.status, { ...type, ...behaviour.headers }).end(text);
      return;
    }
    case 'raw':
      res.writeHead(behaviour.status, behaviour.headers).end(behaviour.body);
      return;
    case 'truncate': {
      const bytes = Buffer.from(behaviour.body);
      res.writeHead(behaviour.status, { 'content-type': 'application/json', 'content-length': bytes.length });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
      return;
    }
    case 'stall': {
      const bytes = Buffer.from(behaviour.body);
      res.writeHead(behaviour.status, { 'content-type': 'application/json', 'content-length': bytes.length });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
      return;
    }
    case 'reset':
      res.socket?.destroy();
      return;
    case 'hang':
      return;
    case 'redirect':
      res.writeHead(behaviour.status, { location: behaviour.location }).end();
      return;
  }
}

/** Starts a hostile server on a free loopback port. */
export async function startHostileServer(responder: Responder): Promise<HostileServer> {
  let respond = responder;
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      requests.push(received);
      send(res, respond(received, requests.length - 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    reset(next) {
      respond = next;
      requests.length = 0;
    },
    connections: () =>
      new Promise((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      ),
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A responder that plays `script` in order, then answers `then` for every further request. */
export function sequence(script: readonly Behaviour[], then: Behaviour): Responder {
  return (_, index) => script[index] ?? then;
}
