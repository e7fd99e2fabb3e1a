import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { headerNames, service } from '@petstore/contract';
import type { ProxiedExchange, UpstreamAnswer } from '../drift/record-exchange';
import type { MockRequest } from '../pipeline/mock-request';
import { announcesOver } from '../pipeline/request-body';
import { errorResponse, type MockResponse, withRequestId } from '../pipeline/respond';
import { corsHeaders } from './http-layer';
import { endToEnd } from './raw-headers';
import { rawHeader } from './serve';
import type { ForwardRequest } from './serve-targets';

// HTTP content coding (RFC 9110, section 8.4), not a header of the Pet Store contract.
const contentEncoding = 'Content-Encoding';

/**
 * The most of an answer's body the proxy holds to check it. The answer is passed on whatever its
 * size; a larger body goes unchecked, and the report says so. @unit bytes
 */
export const checkedBodyBytes = 8 * 1024 * 1024;

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

/** The body as text, decoded by its `Content-Encoding`; `undefined` when it cannot be. */
function decodedText(bytes: Buffer, coding: string | undefined): string | undefined {
  if (bytes.length === 0) return '';
  const limit = { maxOutputLength: checkedBodyBytes };
  try {
    switch (coding?.trim().toLowerCase() ?? '') {
      case '':
      case 'identity':
        return bytes.toString('utf8');
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(bytes, limit).toString('utf8');
      case 'br':
        return brotliDecompressSync(bytes, limit).toString('utf8');
      case 'deflate':
        // Servers send `deflate` as RFC 1950 (zlib) data, as the standard says, or raw RFC 1951 data.
        try {
          return inflateSync(bytes, limit).toString('utf8');
        } catch {
          return inflateRawSync(bytes, limit).toString('utf8');
        }
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

/** Whether a URL or path is `root` or under it. */
const isUnder = (target: string, root: string) =>
  target === root || target.startsWith(`${root}/`) || target.startsWith(`${root}?`);

/**
 * The answer's raw headers as the caller gets them: hop-by-hop fields dropped, and the targets of
 * `Link` and `Location` on the real service (`base`, its origin and prefix) pointed at the proxy,
 * so that a client that follows a page's `next` or a created record stays behind it, as behind
 * any reverse proxy.
 */
function passedOn(raw: readonly string[], base: string, prefix: string, origin: string): string[] {
  const pointBack = (target: string) => {
    if (isUnder(target, base)) return `${origin}${target.slice(base.length)}`;
    return prefix && isUnder(target, prefix) ? target.slice(prefix.length) : target;
  };
  const headers = endToEnd(raw);
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = (headers[i] as string).toLowerCase();
    const value = headers[i + 1] as string;
    if (name === 'location') headers[i + 1] = pointBack(value);
    else if (name === 'link')
      headers[i + 1] = value.replace(/<([^>]*)>/g, (_, target: string) => `<${pointBack(target)}>`);
  }
  return headers;
}

/** What a whole answer gives the checks: its headers, and its body unless too large or undecodable. */
function checkedAnswer(raw: readonly string[], bytes: Buffer, size: number): UpstreamAnswer {
  if (size > checkedBodyBytes)
    return { kind: 'unchecked', reason: `the body is over ${checkedBodyBytes} bytes: not checked` };
  const coding = rawHeader(raw, contentEncoding);
  const body = decodedText(bytes, coding);
  if (body === undefined)
    return {
      kind: 'unchecked',
      reason: `the body cannot be decoded (Content-Encoding: ${coding}): not checked`,
    };
  return { kind: 'answer', headers: { get: (name) => rawHeader(raw, name) ?? null }, body };
}

/**
 * The forwarding half of the drift proxy (docs/design/0021-conformance-checks.md): each request
 * goes to `target` as it came, the request target taken as the client wrote it after the target's
 * path prefix, every header but the hop-by-hop ones (RFC 9110, section 7.6.1), `Host` (rewritten
 * to the target's) and `Expect` (the body is already read), the body read whole within the mock's
 * body limit. The real answer is written as it arrives, status, headers (hop-by-hop ones aside) and
 * body unchanged, and is recorded once whole, before its last byte is written: whoever reads the
 * drift report after the answer finds it there.
 */
export function createForward({ target, origin, now, record }: ForwardTargets): Forward {
  const base = new URL(target);
  const prefix = base.pathname === '/' ? '' : base.pathname;
  const upstreamBase = `${base.origin}${prefix}`;
  const secure = base.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const hostname = base.hostname.replace(/^\[|\]$/g, '');

  async function forward(
    request: MockRequest,
    message: IncomingMessage,
    res: ServerResponse,
    preflight: boolean,
  ): Promise<MockResponse | undefined> {
    const time = now();
    // The request target as the client wrote it: a URL parsed and written again would not be.
    const path = `${prefix}${message.url?.startsWith('/') ? message.url : `${request.pathname}${request.search}`}`;
    const upstreamUrl = `${base.origin}${path}`;
    const exchange = { request, time, upstreamUrl, preflight };
    const bytes = announcesOver(rawHeader(message.rawHeaders, 'content-length'), service.maxBodyBytes)
      ? undefined
      : await request.body(service.maxBodyBytes);
    if (bytes === undefined) {
      const refused = errorResponse(
        { code: 'payload_too_large', message: `The body is over ${service.maxBodyBytes} bytes` },
        withRequestId(corsHeaders),
      );
      const reason = `the body is over ${service.maxBodyBytes} bytes (413 payload_too_large): not forwarded`;
      await record({
        ...exchange,
        status: refused.status,
        requestId: refused.headers[headerNames.requestId] ?? '',
        answer: { kind: 'not-forwarded', reason },
      });
      return refused;
    }
    const read: MockRequest = {
      method: request.method,
      url: request.url,
      pathname: request.pathname,
      search: request.search,
      header: (name) => request.header(name),
      body: () => Promise.resolve(bytes),
    };
    const sent = { ...exchange, request: read };
    const hasBody =
      message.headers['content-length'] !== undefined || message.headers['transfer-encoding'] !== undefined;
    const headers = [
      ...endToEnd(message.rawHeaders, ['host', 'expect', 'content-length']),
      'Host',
      base.host,
      ...(hasBody ? ['Content-Length', String(bytes.byteLength)] : []),
    ];

    return new Promise((resolve) => {
      let clientGone = false;
      let settled = false;
      /** Records the exchange once; `false` when it already was (or the client is gone). */
      const settle = async (status: number, requestId: string, answer: UpstreamAnswer) => {
        if (settled || clientGone) return false;
        settled = true;
        await record({ ...sent, status, requestId, answer });
        return true;
      };
      /**
       * The proxy's own 502: the real service gave no answer it can pass on. Only the first end of
       * an exchange answers; a client that left was let go when it left.
       */
      const unanswered = async (cause: string) => {
        const response = errorResponse(
          {
            code: 'unavailable',
            status: 502,
            message: `The real service at ${base.origin} did not answer: ${cause}`,
          },
          withRequestId(corsHeaders),
        );
        const requestId = response.headers[headerNames.requestId] ?? '';
        if (await settle(502, requestId, { kind: 'none', cause })) resolve(response);
      };
      const outgoing = send(
        { protocol: base.protocol, hostname, port: base.port, method: request.method, path, headers, agent },
        (answer) => relay(answer),
      );
      res.once('close', () => {
        if (res.writableFinished) return;
        clientGone = true;
        outgoing.destroy();
        resolve(undefined);
      });
      // After the answer's head, its own handlers end the exchange.
      outgoing.on('error', (error) => {
        if (!res.headersSent) void unanswered(error.message);
      });
      outgoing.end(hasBody ? bytes : undefined);

      function relay(answer: IncomingMessage) {
        const status = answer.statusCode ?? 502;
        const raw = answer.rawHeaders;
        const requestId = rawHeader(raw, headerNames.requestId) ?? '';
        try {
          // The answer's own `Date`, or none: node:http would add one of its own.
          res.sendDate = false;
          res.writeHead(status, answer.statusMessage, passedOn(raw, upstreamBase, prefix, origin));
        } catch (error) {
          res.sendDate = true;
          answer.destroy();
          void unanswered(
            `its headers cannot be passed on (${error instanceof Error ? error.message : String(error)})`,
          );
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
          if (await settle(status, requestId, checkedAnswer(raw, Buffer.concat(chunks), size))) res.end();
          resolve(undefined);
        });
        const brokeOff = async (cause: string) => {
          const reason = `the answer broke off after ${size} bytes of its body (${cause}): not checked`;
          if (await settle(status, requestId, { kind: 'unchecked', reason })) res.destroy();
          resolve(undefined);
        };
        answer.on('error', (error) => void brokeOff(error.message));
        answer.once('close', () => {
          if (!answer.complete) void brokeOff('the connection closed');
        });
      }
    });
  }

  return { forward, close: () => agent.destroy() };
}
