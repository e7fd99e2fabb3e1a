import { headerNames } from '@petstore/contract';

/** One request as the SDK handed it to `fetch`, and what came back. */
export interface Exchange {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  /** `Date.now()` when the SDK sent it. */
  readonly sentAt: number;
  receivedAt?: number;
  status?: number;
  retryAfter?: string | null;
}

/**
 * A `fetch` for the SDK's `fetch` option that records every request on the client side: when it
 * left, when its answer came and what the answer said. It calls `globalThis.fetch` at call time,
 * so MSW's interception still applies.
 */
export function recordingFetch(): { fetch: typeof globalThis.fetch; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const exchange: Exchange = {
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      sentAt: Date.now(),
    };
    exchanges.push(exchange);
    const response = await globalThis.fetch(request);
    exchange.receivedAt = Date.now();
    exchange.status = response.status;
    exchange.retryAfter = response.headers.get(headerNames.retryAfter);
    return response;
  };
  return { fetch, exchanges };
}

/** `Retry-After` (delta-seconds or HTTP-date) as a moment, from the time the answer arrived. */
function retryMoment(value: string, receivedAt: number): number | undefined {
  if (/^\d+$/.test(value.trim())) return receivedAt + Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date;
}

/** The requests sent after an answer with `Retry-After` arrived but before the moment it named. */
export function sentInsideRetryAfter(exchanges: readonly Exchange[]): Exchange[] {
  const early: Exchange[] = [];
  for (const answer of exchanges) {
    if (!answer.retryAfter || answer.receivedAt === undefined) continue;
    const until = retryMoment(answer.retryAfter, answer.receivedAt);
    if (until === undefined) continue;
    const receivedAt = answer.receivedAt;
    early.push(
      ...exchanges.filter((other) => other.sentAt >= receivedAt && other.sentAt < until && other !== answer),
    );
  }
  return early;
}
