import type { IncomingMessage } from 'node:http';
import type { MockRequest } from '../mock-request';
import { requestUrl } from '../request-url';

/**
 * The mock's view of an incoming message whose body has been read, addressed to `origin` whatever
 * `Host` it named. Headers are looked up in the raw list, repeated fields joined as Fetch joins
 * them; no Fetch `Request` is made (that and its `Headers` cost more than the rest of an answer).
 * @throws {TypeError} when the request target is not a URL.
 */
export function toMockRequest(message: IncomingMessage, origin: string, body: Buffer): MockRequest {
  const target = requestUrl(message.url ?? '/', origin);
  const url =
    target.origin === origin && target.hash === ''
      ? target
      : new URL(`${origin}${target.pathname}${target.search}`);
  const raw = message.rawHeaders;
  return {
    method: message.method ?? 'GET',
    url,
    header(name) {
      const wanted = name.toLowerCase();
      let value: string | undefined;
      for (let i = 0; i + 1 < raw.length; i += 2) {
        if ((raw[i] as string).toLowerCase() !== wanted) continue;
        value = value === undefined ? (raw[i + 1] as string) : `${value}, ${raw[i + 1]}`;
      }
      return value;
    },
    bytes: () => Promise.resolve(body),
  };
}
