import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { headerNames, service } from '@petstore/contract';
import type { ProxiedExchange, UpstreamAnswer } from '../drift/record-exchange';
import type { MockRequest } from '../pipeline/mock-request';
import { announcesOver } from '../pipeline/request-body';
import { errorResponse, type MockResponse, withRequestId } from '../pipeline/respond';
import { corsHeaders } from './http-layer';
import { checkedAnswer, checkedBodyBytes, passedOn } from './proxy-answer';
import { endToEnd } from './raw-headers';
import { rawHeader } from './serve';
import type { ForwardRequest } from './serve-targets';

/** What the proxy forwards to, and where each exchange goes once it is over. */
export interface ForwardTargets {
  /** The real service: origin and path prefix, without a trailing slash. */
  readonly target: string;
  /** The proxy's own origin, which the answers' `Link` and `Location` name instead of the target. */
  readonly origin: string;
  /** The mock's clock, for the journal. */
  readonly now: () => number;
  /** Checks an exchange and writes it to the drift report and the journal. */
  readonly record: (exchange: ProxiedExchange) => Promise<void>;
}

/** The forwarding half of the drift proxy. */
export interface Forward {
  /**
   * Forwards one request to the real service and writes its answer to `res` as it comes; resolves
   * once the exchange is recorded, with `undefined` when the answer is written, or with the
   * proxy's own answer for the server to write: 413 for a body over the limit (not forwarded),
   * 502 when the real service does not answer.
   * @throws {RequestAborted} when the client hangs up before its body arrived whole.
   */
  readonly forward: ForwardRequest;
  /** Closes the connections kept open to the real service. */
  close(): void;
}

/** The real service as every exchange with it needs it. */
interface Upstream {
  /** The target's URL; its origin is where requests go. */
  readonly base: URL;
  /** The target's path prefix, `''` for none. */
  readonly prefix: string;
  readonly send: typeof httpRequest;
  readonly agent: HttpAgent;
  /** The target's host name without IPv6 brackets, as node:http takes it. */
  readonly hostname: string;
  readonly targets: ForwardTargets;
}

/** What an exchange records besides its end: the request as read, when and where it went. */
type Sent = Omit<ProxiedExchange, 'status' | 'requestId' | 'answer'>;

/**
 * The forwarding half of the drift proxy (docs/design/0021-conformance-checks.md): each request
 * goes to `target` as it came, the request target taken as the client wrote it after the target's
 * path prefix, every header but the hop-by-hop ones (RFC 9110, section 7.6.1), `Host` (rewritten
 * to the target's) and `Expect` (the body is already read), the body read whole within the mock's
 * body limit. The real answer is written as it arrives, status, headers (hop-by-hop ones aside) and
 * body unchanged, and is recorded once whole, before its last byte is written: whoever reads the
 * drift report after the answer finds it there.
 */
export function createForward(targets: ForwardTargets): Forward {
  const base = new URL(targets.target);
  const secure = base.protocol === 'https:';
  const upstream: Upstream = {
    base,
    prefix: base.pathname === '/' ? '' : base.pathname,
    send: secure ? httpsRequest : httpRequest,
    agent: secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true }),
    hostname: base.hostname.replace(/^\[|\]$/g, ''),
    targets,
  };
  return {
    forward: (request, message, res, preflight) => forward(upstream, request, message, res, preflight),
    close: () => upstream.agent.destroy(),
  };
}

async function forward(
  upstream: Upstream,
  request: MockRequest,
  message: IncomingMessage,
  res: ServerResponse,
  preflight: boolean,
): Promise<MockResponse | undefined> {
  const { base, prefix } = upstream;
  const time = upstream.targets.now();
  // The request target as the client wrote it: a URL parsed and written again would not be.
  const path = `${prefix}${message.url?.startsWith('/') ? message.url : `${request.pathname}${request.search}`}`;
  const exchange = { request, time, upstreamUrl: `${base.origin}${path}`, preflight };
  const bytes = announcesOver(rawHeader(message.rawHeaders, 'content-length'), service.maxBodyBytes)
    ? undefined
    : await request.body(service.maxBodyBytes);
  if (bytes === undefined) return refuseOverLimit(upstream, exchange);
  const read: MockRequest = {
    method: request.method,
    url: request.url,
    pathname: request.pathname,
    search: request.search,
    header: (name) => request.header(name),
    body: () => Promise.resolve(bytes),
  };
  const hasBody =
    message.headers['content-length'] !== undefined || message.headers['transfer-encoding'] !== undefined;
  const headers = [
    ...endToEnd(message.rawHeaders, ['host', 'expect', 'content-length']),
    'Host',
    base.host,
    ...(hasBody ? ['Content-Length', String(bytes.byteLength)] : []),
  ];
  const outgoing = { path, headers, body: hasBody ? bytes : undefined };
  return exchangeWith(upstream, { ...exchange, request: read }, outgoing, res);
}

/** The proxy's 413 for a body over the limit, which is not forwarded; recorded as such. */
async function refuseOverLimit(upstream: Upstream, exchange: Sent): Promise<MockResponse> {
  const limit = service.maxBodyBytes;
  const refused = errorResponse(
    { code: 'payload_too_large', message: `The body is over ${limit} bytes` },
    withRequestId(corsHeaders),
  );
  const reason = `the body is over ${limit} bytes (413 payload_too_large): not forwarded`;
  await upstream.targets.record({
    ...exchange,
    status: refused.status,
    requestId: refused.headers[headerNames.requestId] ?? '',
    answer: { kind: 'not-forwarded', reason },
  });
  return refused;
}

/**
 * How one exchange ends, once: recorded with the answer the caller got, unless the caller is gone.
 * Resolves the exchange's promise with the proxy's own answer, or `undefined` once it wrote one.
 */
class ExchangeEnd {
  clientGone = false;
  #settled = false;

  constructor(
    readonly upstream: Upstream,
    readonly sent: Sent,
    readonly resolve: (response: MockResponse | undefined) => void,
  ) {}

  /** Records the exchange once; `false` when it already was (or the client is gone). */
  async settle(status: number, requestId: string, answer: UpstreamAnswer): Promise<boolean> {
    if (this.#settled || this.clientGone) return false;
    this.#settled = true;
    await this.upstream.targets.record({ ...this.sent, status, requestId, answer });
    return true;
  }

  /**
   * The proxy's own 502: the real service gave no answer it can pass on. Only the first end of an
   * exchange answers; a client that left was let go when it left.
   */
  async unanswered(cause: string): Promise<void> {
    const message = `The real service at ${this.upstream.base.origin} did not answer: ${cause}`;
    const response = errorResponse({ code: 'unavailable', status: 502, message }, withRequestId(corsHeaders));
    const requestId = response.headers[headerNames.requestId] ?? '';
    if (await this.settle(502, requestId, { kind: 'none', cause })) this.resolve(response);
  }
}

/** Sends the request on and relays the answer; resolves as {@link ExchangeEnd} says. */
function exchangeWith(
  upstream: Upstream,
  sent: Sent,
  { path, headers, body }: { path: string; headers: string[]; body: Uint8Array | undefined },
  res: ServerResponse,
): Promise<MockResponse | undefined> {
  return new Promise((resolve) => {
    const end = new ExchangeEnd(upstream, sent, resolve);
    const { base, hostname, agent } = upstream;
    const options = { protocol: base.protocol, hostname, port: base.port, method: sent.request.method, path };
    const outgoing = upstream.send({ ...options, headers, agent }, (answer) => relay(answer, res, end));
    res.once('close', () => {
      if (res.writableFinished) return;
      end.clientGone = true;
      outgoing.destroy();
      resolve(undefined);
    });
    // After the answer's head, its own handlers end the exchange.
    outgoing.on('error', (error) => {
      if (!res.headersSent) void end.unanswered(error.message);
    });
    outgoing.end(body);
  });
}

/** Writes the real answer to the caller as it arrives, and records it whole before its last byte. */
function relay(answer: IncomingMessage, res: ServerResponse, end: ExchangeEnd): void {
  const status = answer.statusCode ?? 502;
  const raw = answer.rawHeaders;
  const requestId = rawHeader(raw, headerNames.requestId) ?? '';
  const { base, prefix, targets } = end.upstream;
  try {
    // The answer's own `Date`, or none: node:http would add one of its own.
    res.sendDate = false;
    res.writeHead(
      status,
      answer.statusMessage,
      passedOn(raw, `${base.origin}${prefix}`, prefix, targets.origin),
    );
  } catch (error) {
    res.sendDate = true;
    answer.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    void end.unanswered(`its headers cannot be passed on (${reason})`);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  answer.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= checkedBodyBytes) chunks.push(chunk);
  });
  answer.pipe(res, { end: false });
  answer.once('end', async () => {
    if (await end.settle(status, requestId, checkedAnswer(raw, Buffer.concat(chunks), size))) res.end();
    end.resolve(undefined);
  });
  const brokeOff = async (cause: string) => {
    const reason = `the answer broke off after ${size} bytes of its body (${cause}): not checked`;
    if (await end.settle(status, requestId, { kind: 'unchecked', reason })) res.destroy();
    end.resolve(undefined);
  };
  answer.on('error', (error) => void brokeOff(error.message));
  answer.once('close', () => {
    if (!answer.complete) void brokeOff('the connection closed');
  });
}
