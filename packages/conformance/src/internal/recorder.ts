import type { Exchange } from '@petstore/contract/internal';

/**
 * A request the SDK sends in place of one it would refuse to send: the run calls a valid
 * operation and the recorder changes that request on the way out, so that even a deliberately
 * invalid request waits at the SDK's rate-limit gate and its answer feeds the gate.
 */
export interface Probe {
  /** Path and query relative to the base URL, in place of the request's (`/pets?limit=0`). */
  readonly path?: string;
  /** Headers to leave out (`X-API-Key`). */
  readonly dropHeaders?: readonly string[];
  /** Headers to set, replacing the request's. */
  readonly setHeaders?: Readonly<Record<string, string>>;
  /** The body to send instead of the request's. */
  readonly body?: string;
  /** The method to send instead of the request's (`PATCH`), for an operation the SDK has no function for. */
  readonly method?: string;
}

/** The header that names the probe of a call; the recorder takes it off before sending. */
export const probeHeader = 'x-petstore-conformance-probe';

/**
 * The `fetch` of the run's clients: it sends each request (changed by its probe, if it names one)
 * and keeps every exchange, body read from a copy, for the checks.
 */
export class Recorder {
  readonly exchanges: Exchange[] = [];
  readonly #probes = new Map<string, Probe>();

  constructor(readonly baseUrl: string) {}

  /** Registers a probe under a name a call then sends in {@link probeHeader}. */
  probe(name: string, probe: Probe): Record<string, string> {
    this.#probes.set(name, probe);
    return { [probeHeader]: name };
  }

  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const original = new Request(input, init);
    const name = original.headers.get(probeHeader);
    const probe = name === null ? undefined : this.#probes.get(name);
    const request = await this.#rewrite(original, probe);
    const response = await globalThis.fetch(request);
    const body = await response.clone().text();
    this.exchanges.push({
      request: { method: request.method, url: request.url },
      status: response.status,
      headers: response.headers,
      body,
    });
    return response;
  };

  async #rewrite(original: Request, probe: Probe | undefined): Promise<Request> {
    const headers = new Headers(original.headers);
    headers.delete(probeHeader);
    for (const name of probe?.dropHeaders ?? []) headers.delete(name);
    for (const [name, value] of Object.entries(probe?.setHeaders ?? {})) headers.set(name, value);
    const body = probe?.body ?? (original.body ? await original.text() : undefined);
    const url = probe?.path === undefined ? original.url : `${this.baseUrl}${probe.path}`;
    return new Request(url, {
      method: probe?.method ?? original.method,
      headers,
      redirect: original.redirect,
      signal: original.signal,
      ...(body !== undefined && { body }),
    });
  }
}
