import type { ErrorDetail } from '@petstore/contract';
import { check } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import { PetStoreMockError } from './api/mock-error';
import type { Fixture } from './api/options';
import type {
  DriftReport,
  JournalEntry,
  JournalFilter,
  PetStoreMockWorld,
  RemotePetStoreMock,
} from './api/pet-store-mock';
import { controlPrefix } from './internal/control/control-routes';
import {
  ClockState,
  Dataset,
  DriftReportSchema,
  JournalEntrySchema,
  WorldSchema,
} from './internal/control/control-schemas';
import { secondsOf, timeOf } from './internal/pipeline/state';

const Journal = z.array(JournalEntrySchema);
const Refusal = z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

/** JSON text as a value, or `undefined` when it is not JSON (the schema then refuses it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The error of a refused control call: the route, the status and, when the body is the Error
 * object, its code, message and details (kept as `details`). A body that is not one is not quoted:
 * it may be anything. `masked` hides the token, which a hostile server may echo.
 */
function refusal(
  route: string,
  status: number,
  text: string,
  masked: (text: string) => string,
): PetStoreMockError {
  const checked = check(Refusal, parseJson(text), 'body');
  const body = checked.ok ? checked.value : {};
  // The paths of the value sent, as the in-process mock words them: `pets.3.categoryId`, not `body.…`.
  const details: ErrorDetail[] = (body.details ?? []).map((detail) => ({
    path: masked(detail.path).replace(/^body\.?/, ''),
    message: masked(detail.message),
  }));
  const code = body.code === undefined ? '' : ` ${body.code}`;
  const message = body.message === undefined ? '' : `: ${body.message}`;
  const listed = (body.details ?? []).map((detail) => `${detail.path}: ${detail.message}`).join('; ');
  return new PetStoreMockError(
    masked(
      `${route}: the mock's control API answered ${status}${code}${message}${listed ? ` (${listed})` : ''}`,
    ),
    { details },
  );
}

/** Options of {@link connectPetStoreMock}. */
export interface ConnectOptions {
  /** The server's `--admin-token`, sent as `Authorization: Bearer <token>`. @default none */
  token?: string;
  /** The `fetch` to call the server with. @default `globalThis.fetch` */
  fetch?: typeof fetch;
  /**
   * How long one call may take, answer body included; past it the call fails with a
   * {@link PetStoreMockError}. @unit milliseconds
   * @default 10000
   */
  timeoutMs?: number;
}

/**
 * Connects to the control API of a standalone mock (`petstore-mock` or `startPetStoreServer`) and
 * returns the same controls as the in-process mock, as promises: a test helper typed against
 * {@link PetStoreMockControl} runs against either kind.
 *
 * @param url the server's origin, e.g. `http://127.0.0.1:4010`.
 * @param options the admin token, if the server has one.
 * @returns the controls; nothing is sent until one is called.
 * @throws {PetStoreMockError} from each call, naming the route and the status: when the server
 *   refuses it (the Error object's code and message, e.g. a bad fault), cannot be reached, takes
 *   longer than `timeoutMs`, or answers something that is not the control API's answer. The token
 *   never appears in the error, whatever the server sends back.
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
  return connect(url, options, undefined);
}

/**
 * The controls of the mock at `url`; `root` is the server's, when `url` is a world's: worlds are
 * created and removed there.
 */
function connect(
  url: string,
  options: ConnectOptions,
  root: RemotePetStoreMock | undefined,
): RemotePetStoreMock {
  const base = `${url.replace(/\/+$/, '')}${controlPrefix}`;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const auth: Record<string, string> =
    options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` };

  const timeoutMs = options.timeoutMs ?? 10_000;
  // Whatever the server sends back may echo the request: the token never reaches an error.
  const masked = (text: string) =>
    options.token === undefined || options.token === '' ? text : text.replaceAll(options.token, '***');

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    answer?: z.ZodMiniType<T>,
    gone?: string,
  ): Promise<T> {
    const route = `${method} ${controlPrefix}${path.split('?', 1)[0]}`;
    const headers = { ...auth, ...(body !== undefined && { 'Content-Type': 'application/json' }) };
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers,
        signal,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      text = await response.text();
    } catch {
      // The cause is left out: fetch's errors can quote the request, headers included.
      throw new PetStoreMockError(
        signal.aborted
          ? `${route}: the mock's control API at ${base} did not answer within ${timeoutMs} ms`
          : `${route}: the mock's control API at ${base} cannot be reached`,
      );
    }
    if (!response.ok) {
      // A code the caller takes as done (a world already gone, for `dispose`).
      const read = check(Refusal, parseJson(text), 'body');
      if (gone !== undefined && read.ok && read.value.code === gone) return undefined as T;
      throw refusal(route, response.status, text, masked);
    }
    if (answer === undefined) {
      if (response.status !== 204)
        throw new PetStoreMockError(`${route}: answered ${response.status}, not 204`);
      return undefined as T;
    }
    const checked = check(answer, parseJson(text), 'body');
    if (!checked.ok)
      throw new PetStoreMockError(
        `${route}: answered ${response.status} with a body that is not the control API's answer`,
      );
    return checked.value;
  }

  const query = (filter: JournalFilter = {}) => {
    const params = new URLSearchParams(
      Object.entries(filter)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    return params.size > 0 ? `?${params}` : '';
  };

  const self: RemotePetStoreMock = {
    url,
    createWorld: async (worldOptions = {}) => {
      if (root) return root.createWorld(worldOptions);
      const world = await call('POST', '/worlds', worldOptions, WorldSchema);
      const controls = connect(world.baseUrl, options, self);
      const created: PetStoreMockWorld = {
        ...controls,
        id: world.id,
        baseUrl: world.baseUrl,
        header: world.header,
        dispose: () => call('DELETE', `/worlds/${world.id}`, undefined, undefined, 'unknown_world'),
      };
      return created;
    },
    reset: () => call('POST', '/reset'),
    load: (fixture) => call('PUT', '/dataset', fixture),
    snapshot: async () => (await call('GET', '/dataset', undefined, Dataset)) as Required<Fixture>,
    journal: {
      list: (filter) =>
        call('GET', `/journal${query(filter)}`, undefined, Journal) as Promise<JournalEntry[]>,
      clear: () => call('DELETE', '/journal'),
    },
    faults: { inject: (fault) => call('POST', '/faults', fault), clear: () => call('DELETE', '/faults') },
    drift: {
      report: () => call('GET', '/drift', undefined, DriftReportSchema) as Promise<DriftReport>,
      clear: () => call('DELETE', '/drift'),
    },
    clock: {
      now: async () => Date.parse((await call('GET', '/clock', undefined, ClockState)).now),
      set: async (time) => {
        await call('PUT', '/clock', { now: new Date(timeOf(time)).toISOString() }, ClockState);
      },
      advance: async (seconds) => {
        await call('POST', '/clock/advance', { seconds: secondsOf(seconds) }, ClockState);
      },
    },
  };
  return self;
}
