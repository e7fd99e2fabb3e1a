import type { ErrorCode, OperationId } from '@petstore/contract';
import type { RequestHandler } from 'msw';
import type { Fixture, WorldOptions } from './options';

/**
 * One request the mock answered, as the journal records it.
 *
 * @example
 * ```ts
 * const [entry] = mock.journal.entries;
 * // { requestId: '…', method: 'GET', path: '/pets', query: 'limit=5', operationId: 'listPets',
 * //   status: 200, time: 1767225600000, apiKey: 'demo…' }
 * ```
 */
export interface JournalEntry {
  /** The `X-Request-Id` the response carried; empty when a proxied answer carried none. */
  requestId: string;
  /** HTTP method, upper case. */
  method: string;
  /** Path relative to the base URL, e.g. `/pets/3`. */
  path: string;
  /** The query string without its `?`; empty when there is none. */
  query: string;
  /** The operation the request named; absent for an unknown route. */
  operationId?: OperationId;
  /** Status answered; 0 for an injected network error. */
  status: number;
  /** When the request arrived, by the mock's clock. @unit milliseconds since the epoch */
  time: number;
  /** The `X-API-Key` sent, redacted to its first characters and `…`; never the full key. */
  apiKey?: string;
  /**
   * The W3C `traceparent` the request carried (`00-<trace id>-<span id>-<flags>`), so a test can
   * join the client's trace to the mock's view; absent when none, or one not of that form, came.
   */
  traceparent?: string;
}

/**
 * A fault to inject: an error answer, added latency, or a network error, for one operation or
 * all of them. With neither `status`, `code`, `latencyMs` nor `networkError`, the fault answers
 * 500 `internal_error`. Faults come after rate limiting (a faulted request counts) and before
 * authentication and validation. The most recently injected matching fault applies.
 *
 * @example
 * ```ts
 * mock.faults.inject({ operationId: 'placeOrder', status: 503, times: 2 }); // two 503s, then normal
 * mock.faults.inject({ latencyMs: 200 }); // every operation 200 ms slower until cleared
 * mock.faults.inject({ operationId: 'listPets', networkError: true, times: 1 });
 * ```
 */
export interface Fault {
  /**
   * The operation to fault, or `'*'` for every operation.
   * @default '*'
   */
  operationId?: OperationId | '*';
  /**
   * Status of the error answer (400–599); the body is the Error object. 500 → `internal_error`,
   * 503 → `unavailable`, others → the first error code of the contract with that status.
   */
  status?: 500 | 503 | number;
  /** Error code of the answer; its status is the contract's unless `status` is given. */
  code?: ErrorCode;
  /** Delay before answering (with a fault answer or, without one, the normal answer). @unit milliseconds */
  latencyMs?: number;
  /** Fail like a broken connection: `fetch` rejects with a `TypeError`. */
  networkError?: boolean;
  /**
   * Whole seconds of the `Retry-After` header of a 429 or 403 answer (`rate_limited`,
   * `api_key_banned`): the document lists one for those statuses, so an injected one has it too.
   * @default 1
   */
  retryAfter?: number;
  /**
   * How many requests the fault applies to.
   * @default every request until `faults.clear()`
   */
  times?: number;
}

/** Which journal entries to list; every field given must match. */
export interface JournalFilter {
  /** Only requests to this operation. */
  operationId?: OperationId;
  /** Only requests answered with this status. */
  status?: number;
}

/**
 * How a control answers: at once in process (`'in-process'`), or with a promise over HTTP
 * (`'remote'`); code written against both kinds of mock takes both (`ControlMode` itself).
 */
export type ControlMode = 'in-process' | 'remote';

/**
 * What a control of mode `M` answers for a value `T`: `T` in process, a promise of it over HTTP,
 * either of them for both modes.
 */
export type ControlAnswer<M extends ControlMode, T> = M extends 'in-process' ? T : Promise<T>;

/** The controls of a mock's request journal. */
export interface JournalControls<out M extends ControlMode = 'in-process'> {
  /**
   * The entries that match a filter, oldest first; every entry without one.
   * @param filter the operation and/or status to keep.
   * @example
   * ```ts
   * expect(mock.journal.list({ operationId: 'placeOrder', status: 201 })).toHaveLength(1);
   * ```
   */
  list(filter?: JournalFilter): ControlAnswer<M, JournalEntry[]>;
  /** Forgets every entry. */
  clear(): ControlAnswer<M, void>;
}

/** The request journal of a mock. */
export interface MockJournal extends JournalControls {
  /** Every request answered since the last reset or `clear()` (the most recent 10,000), oldest first. */
  readonly entries: readonly JournalEntry[];
}

/**
 * The mock's clock. Rate-limit windows, bans, `Idempotency-Key` expiry, the sunset and journal
 * times all read it. It runs at the pace of the `now` option (real time by default) from wherever
 * it was set; {@link MockControls.reset} puts it back on the `now` option.
 */
export interface MockClock<out M extends ControlMode = 'in-process'> {
  /** The mock's time. @returns milliseconds since the epoch */
  now(): ControlAnswer<M, number>;
  /**
   * Sets the mock's time; it keeps running from there.
   * @param time a `Date`, milliseconds since the epoch, or an ISO 8601 date-time with an offset.
   * @throws {PetStoreMockError} when `time` is not a valid time.
   * @example
   * ```ts
   * mock.clock.set('2027-07-01T00:00:00Z'); // past the sunset: GET /pets/{petId} answers 410
   * ```
   */
  set(time: Date | string | number): ControlAnswer<M, void>;
  /**
   * Moves the mock's time on.
   * @param seconds how far; not negative.
   * @throws {PetStoreMockError} when `seconds` is negative or not a number.
   * @example
   * ```ts
   * mock.clock.advance(60); // the next minute window
   * ```
   */
  advance(seconds: number): ControlAnswer<M, void>;
}

/** Fault injection of a mock; see {@link Fault}. */
export interface MockFaults<out M extends ControlMode = 'in-process'> {
  /**
   * Adds a fault; it applies before the faults injected earlier.
   * @param fault what to inject.
   * @throws {PetStoreMockError} when the fault is not valid.
   */
  inject(fault: Fault): ControlAnswer<M, void>;
  /** Removes every fault. */
  clear(): ControlAnswer<M, void>;
}

/**
 * One kind of drift the proxy saw between the real service and the contract, and how often: the
 * exchanges that broke the same rule the same way on the same operation and status count as one.
 *
 * @example
 * ```ts
 * const violation: DriftViolation = {
 *   operationId: 'getPetById',
 *   method: 'GET',
 *   path: '/pets/{petId}',
 *   status: 200,
 *   rule: 'deprecation',
 *   detail: 'Deprecation is missing',
 *   summary: 'Deprecation is missing',
 *   count: 12,
 * };
 * ```
 */
export interface DriftViolation {
  /** The operation the request named; absent when no operation answers there (rule `route`). */
  operationId?: OperationId;
  /** HTTP method, upper case. */
  method: string;
  /** The operation's path template (`/pets/{petId}`); for an unknown route, the request's path. */
  path: string;
  /** The status the caller got: the real service's, or 502 when it did not answer. */
  status: number;
  /**
   * The rule broken: one of the answer's rules of the guide "Checking the real service" (`status`,
   * `content-type`, `body`, `request-id`, `rate-limit`, `rate-limit-fields`, `retry-after`,
   * `deprecation`, `pagination`, `location`, `idempotent-replayed`), `request` when the caller's
   * request breaks the contract, or `route` when no operation of the contract answers there.
   */
  rule: string;
  /**
   * What differed in the first exchange of this kind, naming the field with its index, the value
   * received (past 60 characters shortened) and what the contract allows:
   * `body[0].status is "reserved"; the contract allows one of "available", "pending", "sold"`.
   * The API key is masked as `[redacted]`.
   */
  detail: string;
  /**
   * The kind of violation: the detail without the item's index and the value received
   * (`body[].status must be one of "available", "pending", "sold"`). Violations are counted by
   * operation, method, path, status, rule and summary.
   */
  summary: string;
  /** How many exchanges showed it since the report was last cleared. */
  count: number;
}

/** What the drift proxy found since it started or was last cleared. */
export interface DriftReport {
  /** Each kind of violation once, in the order first seen, with its count. */
  violations: DriftViolation[];
  /**
   * Violations not listed because the report already holds 10,000 kinds: each occurrence of a kind
   * seen after that is counted here.
   */
  omitted: number;
}

/**
 * The drift report of a standalone mock started as a proxy (`--proxy URL`, or the `proxy` option
 * of `startPetStoreServer`): every proxied request and answer checked against the contract.
 */
export interface DriftControls<out M extends ControlMode = 'in-process'> {
  /**
   * The violations found so far, each kind once with its count.
   * @example
   * ```ts
   * const { violations } = await mock.drift.report();
   * expect(violations).toEqual([]);
   * ```
   */
  report(): ControlAnswer<M, DriftReport>;
  /** Forgets every violation. */
  clear(): ControlAnswer<M, void>;
}

/**
 * The controls every kind of mock has, declared once: the in-process {@link PetStoreMock} has them
 * answering at once, {@link RemotePetStoreMock} (a standalone server over HTTP) answering promises,
 * and {@link PetStoreMockControl} either, for a test helper written against both.
 */
export interface MockControls<out M extends ControlMode = 'in-process'> {
  /**
   * Back to the seed or fixture the mock was created with; clears rate-limit counters, bans,
   * idempotency keys, the journal and faults, and puts the clock back on the `now` option (real
   * time by default). Requests sent afterwards see the fresh store.
   * @example
   * ```ts
   * beforeEach(() => mock.reset());
   * ```
   */
  reset(): ControlAnswer<M, void>;
  /**
   * Replaces every record with a fixture and forgets idempotency keys (rate-limit counters, the
   * journal and faults are kept). Requests sent afterwards see the new records; `snapshot()`
   * shows them at once.
   * @param fixture the records to load.
   * @throws {PetStoreMockError} when the fixture breaks a schema or a rule of the service; its
   *   `details` give each problem's path in the fixture (`pets.3.categoryId`).
   * @example
   * ```ts
   * mock.load({ categories: [{ id: 1, name: 'Dogs' }], pets: [{ id: 1, name: 'Rex', categoryId: 1 }] });
   * ```
   */
  load(fixture: Fixture): ControlAnswer<M, void>;
  /**
   * Plain copies of every record, oldest first, for assertions.
   * @example
   * ```ts
   * expect(mock.snapshot().orders).toHaveLength(1);
   * ```
   */
  snapshot(): ControlAnswer<M, Required<Fixture>>;
  /**
   * The request journal: every request answered since the last reset (the most recent 10,000).
   * @example
   * ```ts
   * expect(mock.journal.list().map((entry) => entry.operationId)).toEqual(['createPet', 'getPetById']);
   * mock.journal.clear();
   * ```
   */
  readonly journal: JournalControls<M>;
  /**
   * Fault injection; see {@link Fault}.
   * @example
   * ```ts
   * mock.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
   * ```
   */
  readonly faults: MockFaults<M>;
  /**
   * The mock's clock; see {@link MockClock}.
   * @example
   * ```ts
   * mock.clock.advance(15 * 60); // a 15-minute ban is over
   * ```
   */
  readonly clock: MockClock<M>;
}

/**
 * The Pet Store service in memory: MSW handlers over an `@msw/data` store, plus what a test suite
 * needs (reset, fixtures, a journal, faults). Create one with {@link createPetStoreMock}, or with
 * `setupPetStoreServer` (`@petstore/mock/node`) or `setupPetStoreWorker` (`@petstore/mock/browser`).
 */
export interface PetStoreMock extends MockControls {
  /** The MSW request handlers: one set, used by every entry point. */
  readonly handlers: RequestHandler[];
  /** Origin and path prefix the handlers answer, without a trailing slash. */
  readonly baseUrl: string;
  /** The request journal, with its `entries` beside the controls every kind of mock has. */
  readonly journal: MockJournal;
  /**
   * Answers a `Request` through the same handlers, without intercepting anything: for tests and
   * benchmarks that hold a mock but want no interception.
   * @param request a request under {@link PetStoreMock.baseUrl}.
   * @returns the response, like `fetch`.
   * @throws {TypeError} for an injected network error, as `fetch` would.
   * @throws {PetStoreMockError} when the URL is outside the base URL.
   */
  fetch(request: Request): Promise<Response>;
}

/**
 * What a test controls of a mock, whichever kind: the in-process {@link PetStoreMock} (methods
 * answer at once) and a standalone server through `connectPetStoreMock` (methods answer promises)
 * both fit it. Type a test helper against it and `await` every call, and it runs against either.
 *
 * @example
 * ```ts
 * import type { PetStoreMockControl } from '@petstore/mock';
 *
 * async function startFresh(mock: PetStoreMockControl): Promise<void> {
 *   await mock.reset();
 *   await mock.clock.set('2026-03-01T12:00:00Z');
 * }
 * ```
 */
export interface PetStoreMockControl extends MockControls<ControlMode> {}

/**
 * A standalone mock driven over HTTP (`connectPetStoreMock`): the controls of every mock, each
 * answering a promise, each sent to its route of the control API under `/__admin`.
 */
export interface RemotePetStoreMock extends MockControls<'remote'> {
  /** The server's origin, as given. */
  readonly url: string;
  /**
   * The drift report of a server started as a proxy (`--proxy URL`); on any other server its
   * calls reject with a `PetStoreMockError` for the 404 `not_found` the server answers.
   * @example
   * ```ts
   * const { violations } = await mock.drift.report();
   * await mock.drift.clear();
   * ```
   */
  readonly drift: DriftControls<'remote'>;
  /**
   * Creates a world on the server: a mock of its own (dataset, clock, faults, journal, rate-limit
   * counters and bans, idempotency keys) beside every other, for one test or one worker of a
   * parallel suite. Called on a world, it creates a sibling on the same server.
   * @param options what the world sets for itself; every option left out is the server's.
   * @returns the world's controls (every helper written for a mock works on it), its base URL and
   *   the header that selects it.
   * @throws {PetStoreMockError} for bad options (400 `invalid_request`, with `details`), at the
   *   server's cap (409 `world_limit_reached`), or when the server cannot be reached.
   * @example
   * ```ts
   * const world = await connectPetStoreMock('http://127.0.0.1:4010').createWorld({ seed: 7 });
   * const client = new PetStore({ apiKey: 'demo-free', baseUrl: world.baseUrl });
   * await world.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
   * await world.dispose();
   * ```
   */
  createWorld(options?: WorldOptions): Promise<PetStoreMockWorld>;
}

/**
 * The request header that selects a world on the server's root URLs, and its value.
 * @example
 * ```ts
 * await fetch('http://127.0.0.1:4010/pets', { headers: { 'X-API-Key': 'demo-free', [world.header.name]: world.header.value } });
 * ```
 */
export interface WorldHeader {
  /** The header's name: `Petstore-World`. */
  readonly name: string;
  /** The world's id. */
  readonly value: string;
}

/**
 * A world of a standalone mock, from {@link RemotePetStoreMock.createWorld}: the controls of a
 * mock, acting on this world only, plus where it answers. Idle worlds expire on the server
 * (`worldIdleSeconds`); `dispose()` removes one at once.
 * @example
 * ```ts
 * const world = await connectPetStoreMock('http://127.0.0.1:4010').createWorld();
 * await world.reset(); // this world only
 * const client = new PetStore({ apiKey: 'demo-free', baseUrl: world.baseUrl });
 * await world.dispose();
 * ```
 */
export interface PetStoreMockWorld extends RemotePetStoreMock {
  /** The world's id: 22 url-safe characters, 128 random bits. */
  readonly id: string;
  /**
   * Where the world answers: `${origin}/worlds/${id}`. Give it to any client as its base URL; its
   * control API answers under `${baseUrl}/__admin`.
   */
  readonly baseUrl: string;
  /** The header that selects the world on the server's root URLs, for an app under test to forward. */
  readonly header: WorldHeader;
  /**
   * Removes the world from the server; resolves as well when it is gone already (expired).
   * @throws {PetStoreMockError} when the server refuses or cannot be reached.
   */
  dispose(): Promise<void>;
}
