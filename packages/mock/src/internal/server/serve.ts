import type { IncomingMessage, ServerResponse } from 'node:http';
import { worldHeader, worldsPath } from '../control/control-routes';
import { type MockRequest, RequestAborted } from '../pipeline/mock-request';
import type { MockResponse } from '../pipeline/respond';
import { readWorldTarget, type WorldTarget } from '../worlds/world-target';
import {
  acceptedMethods,
  allowHeader,
  answerAndClose,
  corsHeaders,
  layerError,
  preflightResponse,
  readBody,
  requestUrl,
} from './http-layer';
import { respondInWorld, type ServeTargets } from './serve-targets';

/** Whether a path is `root` or under it. */
function isUnder(pathname: string, root: string): boolean {
  return (
    pathname.startsWith(root) && (pathname.length === root.length || pathname.charAt(root.length) === '/')
  );
}

/** A request that names no world: the default world answers it. */
const rootWorld: WorldTarget = { id: undefined };

// CORS protocol header (Fetch standard), not a header of the Pet Store contract.
const requestMethod = 'access-control-request-method';

// Without a length or chunked framing, HTTP/1.1 has no body: nothing to wait for.
const noBody = new Uint8Array(0);
const hasNoBody = (message: IncomingMessage) =>
  message.headers['content-length'] === undefined && message.headers['transfer-encoding'] === undefined;

/**
 * A field's value in a raw header list (node:http's `rawHeaders`: name, value, name, value…),
 * repeated fields joined by `, ` as Fetch joins them; `undefined` when absent.
 */
export function rawHeader(raw: readonly string[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  let value: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const field = raw[i] as string;
    // Only a field of the same length can be the one: most are told apart without a lower-case copy.
    if (field.length !== wanted.length || (field !== name && field.toLowerCase() !== wanted)) continue;
    value = value === undefined ? (raw[i + 1] as string) : `${value}, ${raw[i + 1]}`;
  }
  return value;
}

// A request target of these characters only is read by the URL parser as it is written: no dot
// segment, no percent-encoding in the path, nothing it would encode, no authority, no fragment.
const plainTarget = /^\/[\w~/-]*(?:\?[\w~.=&,%+-]*)?$/;

/**
 * The mock's view of an incoming message, addressed to `origin`. Headers are looked up in the raw
 * list, repeated fields joined as Fetch joins them; no Fetch `Request` is made (that and its
 * `Headers` cost more than the rest of an answer), and the URL only when asked for: a plain target
 * (`/pets/1?limit=5`) is its own path and query. The body is read only when asked for, and only
 * then is a client that sent `Expect: 100-continue` invited to send it.
 */
class IncomingRequest implements MockRequest {
  readonly method: string;
  readonly pathname: string;
  readonly search: string;
  readonly #message: IncomingMessage;
  readonly #res: ServerResponse;
  readonly #origin: string;
  readonly #expectsContinue: boolean;
  #url: URL | undefined;

  /** @throws {TypeError} when the request target is not a URL. */
  constructor(message: IncomingMessage, res: ServerResponse, origin: string, expectsContinue: boolean) {
    this.method = message.method ?? 'GET';
    this.#message = message;
    this.#res = res;
    this.#origin = origin;
    this.#expectsContinue = expectsContinue;
    const target = message.url ?? '/';
    if (plainTarget.test(target)) {
      const query = target.indexOf('?');
      this.pathname = query < 0 ? target : target.slice(0, query);
      // The URL parser reads a lone `?` as no query.
      this.search = query < 0 || query === target.length - 1 ? '' : target.slice(query);
    } else {
      this.#url = requestUrl(target, origin);
      this.pathname = this.#url.pathname;
      this.search = this.#url.search;
    }
  }

  get url(): URL {
    this.#url ??= requestUrl(this.#message.url ?? '/', this.#origin);
    return this.#url;
  }

  header(name: string): string | undefined {
    return rawHeader(this.#message.rawHeaders, name);
  }

  body(limit: number): Promise<Uint8Array | undefined> {
    if (hasNoBody(this.#message)) return Promise.resolve(noBody);
    if (this.#expectsContinue && !this.#res.headersSent) this.#res.writeContinue();
    return readBody(this.#message, limit);
  }
}

// The CORS headers of the service's answers as node:http takes raw headers: written as they are,
// without copying the answer's headers into a new object for each answer.
const corsPairs = Object.entries(corsHeaders).flat();

/**
 * Writes an answer through node:http, keeping the connection: `first` headers (CORS, or none), the
 * answer's and `Content-Length`, as one flat list (node:http's raw form), head and text in one write.
 */
function writeResponse(
  res: ServerResponse,
  { status, headers, text }: MockResponse,
  first: readonly string[],
): void {
  const pairs: (string | number)[] = first.slice();
  for (const name in headers) pairs.push(name, headers[name] as string);
  if (text === undefined) {
    res.writeHead(status, pairs as string[]);
    res.end();
    return;
  }
  pairs.push('Content-Length', Buffer.byteLength(text));
  res.writeHead(status, pairs as string[]);
  res.end(text);
}

type Target = 'docs' | 'control' | 'service';

/** The world a request names; a request that names none costs one header lookup and substring test. */
function worldOf({ worlds }: ServeTargets, message: IncomingMessage, request: MockRequest): WorldTarget {
  // Only a server with worlds reads the selector: a proxy forwards the header as it came.
  if (!worlds) return rootWorld;
  const target = message.url ?? '/';
  const header = request.header(worldHeader);
  if (header === undefined && !target.includes(worldsPath) && !request.pathname.startsWith(worldsPath))
    return rootWorld;
  return readWorldTarget(target, request.pathname, header);
}

// Who answers a path under the world's mount: the docs page (at the root only), the control API
// (neither with CORS), or the service.
function targetOf({ control, docs }: ServeTargets, { pathname }: MockRequest, world: WorldTarget): Target {
  if ('refusal' in world) return control && pathname.includes(`${control.path}`) ? 'control' : 'service';
  const path = world.id === undefined ? pathname : pathname.slice(world.mount.length);
  if (docs && world.id === undefined && isUnder(path, docs.path)) return 'docs';
  if (control && isUnder(path, control.path)) return 'control';
  return 'service';
}

/** The answer to write, or `undefined` when the proxy wrote the real service's. */
function respond(
  targets: ServeTargets,
  request: MockRequest,
  message: IncomingMessage,
  res: ServerResponse,
  world: WorldTarget,
  target: Target,
): MockResponse | Promise<MockResponse | undefined> {
  const { control, docs, proxy } = targets;
  if (target === 'docs') return (docs as NonNullable<typeof docs>).handle(request);
  // A CORS preflight asks before the request it is about; the service lets any origin send it,
  // to any world: a page learns of an unknown world from the request itself, which it can read.
  const preflight = request.method === 'OPTIONS' && message.headers[requestMethod] !== undefined;
  if ('refusal' in world || world.id !== undefined) {
    if (preflight && target === 'service') return preflightResponse();
    return respondInWorld(targets, request, world, target as 'control' | 'service');
  }
  if (target === 'control') return (control as NonNullable<typeof control>).handle(request);
  if (proxy) {
    const own = proxy.ownPaths.find((path) => isUnder(request.pathname, path));
    if (own === undefined) return proxy.forward(request, message, res, preflight);
    return layerError('not_found', `${own} is the mock's own path, and it is off`, targets.layerHeaders());
  }
  return preflight ? preflightResponse() : targets.handle(request);
}

/** The request as the mock reads it, or the HTTP layer's refusal of a method or a target. */
function readRequest(
  { origin, proxy, layerHeaders }: ServeTargets,
  message: IncomingMessage,
  res: ServerResponse,
  expectsContinue: boolean,
): MockRequest | MockResponse {
  const method = message.method ?? 'GET';
  // A proxy forwards every method: the real service answers what it answers.
  if (!proxy && !acceptedMethods.has(method)) {
    const headers = { ...layerHeaders(), Allow: allowHeader };
    return layerError('method_not_allowed', `The service has no operation for ${method}`, headers);
  }
  try {
    return new IncomingRequest(message, res, origin, expectsContinue);
  } catch {
    // A request target that is not a URL is the client's doing.
    return layerError('invalid_request', 'The request target cannot be read', layerHeaders());
  }
}

/**
 * Makes the request listener of the standalone server: the incoming message read once as a
 * `MockRequest`, handed to the docs page, the control API or the mock by its path, and the answer
 * written, with CORS on the service's answers. CORS preflights and methods the service has no
 * operation for are answered here. A request that names a world (its `/worlds/{id}` base URL or
 * the `Petstore-World` header) is answered by that world's mock or control API, the control API's
 * caller rules applied before the world is looked up; a selector it cannot read, or an unknown
 * world, gets the Error object (docs/design/0027-worlds.md). A drift proxy takes what the docs page
 * and the control API do not, of every method, preflights included, and writes the real service's
 * answer itself. A body the answer leaves unread (refused unread, or over the limit) is not waited
 * for: the answer closes the connection, lingering so that a client still sending reads it. A
 * request whose client hangs up before it arrives whole is dropped unanswered; an injected network
 * error drops the connection.
 */
export function createServe(targets: ServeTargets) {
  return async (message: IncomingMessage, res: ServerResponse, expectsContinue = false): Promise<void> => {
    const request = readRequest(targets, message, res, expectsContinue);
    if (!(request instanceof IncomingRequest)) return writeResponse(res, request as MockResponse, []);
    const world = worldOf(targets, message, request);
    const target = targetOf(targets, request, world);
    let response: MockResponse | undefined;
    try {
      response = await respond(targets, request, message, res, world, target);
      if (response === undefined) return;
    } catch (error) {
      if (error instanceof RequestAborted) return; // the client hung up: nobody to answer
      console.error('[petstore] The standalone server failed to answer', error);
      response = layerError(
        'internal_error',
        'The server failed to answer; see its log',
        targets.layerHeaders(),
      );
    }
    if (response.dropped) return void message.socket.destroy();
    // The proxy's own answers carry CORS already; the control API and the docs page carry none.
    const first = target === 'service' && !targets.proxy ? corsPairs : [];
    if (!message.complete) return answerAndClose(message.socket, response, first);
    writeResponse(res, response, first);
  };
}
