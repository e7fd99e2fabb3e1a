import { adminPrefix } from './internal/admin/admin-prefix';
import { controlRefusal } from './internal/admin/control-refusal';
import { secondsOf, timeOf } from './internal/clock-input';
import { PetStoreMockError } from './mock-error';
import type { JournalFilter } from './pet-store-mock';
import type { RemotePetStoreMock } from './remote-pet-store-mock';

/** Options of {@link connectPetStoreMock}. */
export interface ConnectOptions {
  /** The server's `--admin-token`, sent as `Authorization: Bearer <token>`. @default none */
  token?: string;
  /** The `fetch` to call the server with. @default `globalThis.fetch` */
  fetch?: typeof fetch;
}

/**
 * Connects to the control API of a standalone mock (`petstore-mock` or `startPetStoreServer`) and
 * returns the same controls as the in-process mock, as promises: a test helper typed against
 * {@link PetStoreMockControl} runs against either kind.
 *
 * @param url the server's origin, e.g. `http://127.0.0.1:4010`.
 * @param options the admin token, if the server has one.
 * @returns the controls; nothing is sent until one is called.
 * @throws {PetStoreMockError} from each call, when the server refuses it (the Error object's code
 *   and message, e.g. a bad fault) or cannot be reached.
 * @example
 * ```ts
 * import { connectPetStoreMock } from '@petstore/mock';
 *
 * const mock = connectPetStoreMock('http://127.0.0.1:4010');
 * await mock.reset();
 * await mock.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
 * await mock.clock.set('2027-07-01T00:00:00Z');
 * console.log(await mock.journal.list({ status: 503 }));
 * ```
 */
export function connectPetStoreMock(url: string, options: ConnectOptions = {}): RemotePetStoreMock {
  const base = `${url.replace(/\/+$/, '')}${adminPrefix}`;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const auth: Record<string, string> =
    options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers = { ...auth, ...(body !== undefined && { 'Content-Type': 'application/json' }) };
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new PetStoreMockError(`The mock's control API at ${base} cannot be reached`, { cause: error });
    }
    if (!response.ok) throw await controlRefusal(response);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  const query = (filter: JournalFilter = {}) => {
    const params = new URLSearchParams(
      Object.entries(filter)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    return params.size > 0 ? `?${params}` : '';
  };

  return {
    url,
    reset: () => call('POST', '/reset'),
    load: (fixture) => call('PUT', '/dataset', fixture),
    snapshot: () => call('GET', '/dataset'),
    journal: {
      list: (filter) => call('GET', `/journal${query(filter)}`),
      clear: () => call('DELETE', '/journal'),
    },
    faults: { inject: (fault) => call('POST', '/faults', fault), clear: () => call('DELETE', '/faults') },
    clock: {
      now: async () => Date.parse((await call<{ now: string }>('GET', '/clock')).now),
      set: async (time) => {
        await call('PUT', '/clock', { now: new Date(timeOf(time)).toISOString() });
      },
      advance: async (seconds) => {
        await call('POST', '/clock/advance', { seconds: secondsOf(seconds) });
      },
    },
  };
}
