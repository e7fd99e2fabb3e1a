import type {
  Category,
  InventoryItem,
  OperationId,
  OperationSpec,
  Order,
  operations,
  Pet,
  PlanLimits,
} from '@petstore/contract';

/** The operations the contract marks deprecated: those that have a sunset. */
export type DeprecatedOperationId = {
  [K in OperationId]: (typeof operations)[K] extends Required<Pick<OperationSpec, 'deprecated'>> ? K : never;
}[OperationId];

/**
 * Records to load into the mock's store instead of the generated dataset. Every list is
 * optional; a missing list is empty. Each pet gets an inventory entry (stock 0) unless the fixture
 * has one, and an entry's `status` is always its pet's status.
 *
 * @example
 * ```ts
 * const fixture: Fixture = {
 *   categories: [{ id: 1, name: 'Dogs' }],
 *   pets: [{ id: 1, name: 'Rex', categoryId: 1, status: 'available' }],
 *   inventory: [{ petId: 1, quantity: 3, status: 'available' }],
 * };
 * ```
 */
export interface Fixture {
  /** Categories, each with its `id`; names are unique, compared case-insensitively. */
  categories?: Category[];
  /** Pets, each with its `id` and an existing `categoryId`. */
  pets?: Pet[];
  /** Orders, each with `id`, `petId` and `quantity`; `complete` defaults to false. An open order must name an existing pet. */
  orders?: Order[];
  /** Stock entries, at most one per existing pet; `status` is taken from the pet. */
  inventory?: InventoryItem[];
}

/**
 * The rate-limit headers of the mock's answers: `'x-ratelimit'` for `X-RateLimit-Limit`,
 * `-Remaining` and `-Reset`; `'standard'` for `RateLimit-Policy` and `RateLimit`; `'both'`.
 */
export type RateLimitHeaders = 'both' | 'standard' | 'x-ratelimit';

/** Lengths of the two fixed rate-limit windows. */
export interface RateLimitWindows {
  /**
   * Length of the short window.
   * @unit seconds
   * @default 60
   */
  minuteSeconds?: number;
  /**
   * Length of the long window; 86,400 aligns it to the UTC day.
   * @unit seconds
   * @default 86400
   */
  daySeconds?: number;
}

/** When a key gets banned and for how long. */
export interface BanPolicy {
  /**
   * 429 answers within one minute window that ban the key.
   * @default 10
   */
  after429s?: number;
  /**
   * How long the ban lasts.
   * @unit seconds
   * @default 900
   */
  seconds?: number;
}

/**
 * The one options object of every entry point (in-process, browser, standalone server and the
 * `--config` file of the CLI). Every field is optional; the defaults come from `@petstore/contract`.
 *
 * @example
 * ```ts
 * const mock = createPetStoreMock({
 *   plans: { tiny: { perMinute: 10, perDay: 100 } },
 *   keys: { 'test-key': 'tiny' },
 *   now: () => clock,
 * });
 * ```
 */
export interface MockOptions {
  /**
   * Plans by name, merged over the contract's `plans` (free, pro, business, enterprise).
   * @default the contract's `plans`
   * @example
   * ```ts
   * { plans: { free: { perMinute: 5, perDay: 50 } } }
   * ```
   */
  plans?: Record<string, PlanLimits>;
  /**
   * API keys and the plan each belongs to, merged over the contract's `demoApiKeys`
   * (`demo-free`, `demo-pro`, `demo-business`, `demo-enterprise`). Every plan named must exist.
   * @default the contract's `demoApiKeys`
   * @example
   * ```ts
   * { keys: { 'ci-key': 'pro' } }
   * ```
   */
  keys?: Record<string, string>;
  /**
   * Lengths of the two fixed rate-limit windows, aligned to the clock (the long one to the UTC day
   * when it is 86,400 s). Shorten them to reach limits quickly in benchmarks.
   * @unit seconds
   * @default `{ minuteSeconds: 60, daySeconds: 86400 }`
   */
  windows?: RateLimitWindows;
  /**
   * When a key gets banned: after `after429s` answers 429 within one minute window, for `seconds`.
   * @default `{ after429s: 10, seconds: 900 }`
   */
  ban?: BanPolicy;
  /**
   * Which rate-limit headers every answer carries: `X-RateLimit-*` (what the spec asks),
   * `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers-10, both quotas), or
   * both. One generation alone shows how a client fares against a server that sends only it;
   * `'x-ratelimit'` is what the spec's service promises, and all a real deployment may send.
   * @default 'both'
   */
  rateLimitHeaders?: RateLimitHeaders;
  /**
   * When deprecated operations stop answering (ISO 8601 date-time); from then on they answer 410
   * `endpoint_sunset`. One date moves the sunset of every deprecated operation; an object moves
   * the operations it names and leaves the others at their own date.
   * @default each operation's own `deprecated.sunset` in the contract
   * @example
   * ```ts
   * { sunset: '2020-01-01T00:00:00Z' } // already past: every deprecated operation answers 410
   * { sunset: { getPetById: '2020-01-01T00:00:00Z' } } // only getPetById
   * ```
   */
  sunset?: string | { readonly [K in DeprecatedOperationId]?: string };
  /**
   * Seed of the generated dataset: the same number gives the same categories, pets, stock and
   * orders on every run. `false` starts with an empty store. Ignored when `fixture` is given.
   * @default 42
   */
  seed?: number | false;
  /**
   * Records to load instead of the generated dataset; `reset()` goes back to them.
   * @default none (the dataset of `seed`)
   */
  fixture?: Fixture;
  /**
   * The clock, in milliseconds since the epoch: rate-limit windows, bans, the sunset, idempotency
   * expiry, journal times and every answer's `Date` all read it, so a clock set apart from the
   * caller's is a service whose clock is not the client's. Vitest fake timers work with the
   * default too.
   * @unit milliseconds
   * @default `() => Date.now()`
   * @example
   * ```ts
   * let time = Date.parse('2026-03-01T12:00:00Z');
   * const mock = createPetStoreMock({ now: () => time });
   * time += 60_000; // next minute window
   * ```
   */
  now?: () => number;
  /**
   * Origin and optional path prefix the handlers answer, e.g. `http://localhost:3000/api`.
   * Not an option of the standalone server, which answers at the root of its own address.
   * @default `service.defaultBaseUrl` of the contract (`http://127.0.0.1:4010`)
   */
  baseUrl?: string;
}

/**
 * Options of the standalone server (`startPetStoreServer`, and the `petstore-mock` bin, whose
 * flags and `--config` file set them): the mock's options but `baseUrl` (the server answers at the
 * root of its own address), plus where to listen and who reaches the control API and `/docs`.
 *
 * @example
 * ```ts
 * const server = await startPetStoreServer({ port: 0, seed: 7, adminToken: process.env.TOKEN });
 * ```
 */
export interface StandaloneOptions extends Omit<MockOptions, 'baseUrl'> {
  /**
   * TCP port; 0 picks a free one (read it from the result).
   * @default 4010 (the port of the contract's `service.defaultBaseUrl`)
   */
  port?: number;
  /**
   * Interface to listen on.
   * @default '127.0.0.1' (the host of the contract's `service.defaultBaseUrl`)
   */
  host?: string;
  /**
   * Whether the control API answers under `/__admin` (see docs/running-the-mock.md). On a
   * loopback host it is on unless this is `false`; on any other host it is on only with an
   * `adminToken`.
   * @default true on a loopback host, false elsewhere
   */
  admin?: boolean;
  /**
   * A token every control call must send as `Authorization: Bearer <token>`; without it, the
   * control API answers 401. Needed to open the control API on a host other than loopback.
   * @default none
   */
  adminToken?: string;
  /**
   * Host names, besides `localhost` and loopback addresses, under which the control API and
   * `/docs` answer (the `Host` a client names, without its port). Any other name is refused with
   * 403 `foreign_caller`, so a page that rebinds its own DNS name to this machine cannot drive the
   * mock.
   * @default []
   */
  allowedHosts?: readonly string[];
  /**
   * Whether the interactive API reference answers at `/docs`: Swagger UI on the generated
   * document, with this server as the try-it target and the demo key filled in. It answers only as
   * the control API does (a loopback or allowed `Host`), and is never rate-limited or journaled.
   * @default true
   */
  docs?: boolean;
  /**
   * How long a client may take to send a whole request, headers and body; past it the server
   * answers 408 `request_timeout` and closes the connection.
   * @unit milliseconds
   * @default 30000
   */
  requestTimeoutMs?: number;
  /**
   * Turns the server into a drift proxy in front of the real service at this URL (its origin and
   * the API's path prefix, such as `https://staging.petstore.example/v1`): every request is
   * forwarded there as it came (method, path, query, headers with the caller's key, body) and the
   * real answer returned unchanged, while both are checked against the contract; the violations
   * found make the drift report (`GET /__admin/drift`, the server's `drift`). The mock's own data,
   * keys, limits and faults answer nothing then; `/__admin` and `/docs` stay the mock's own.
   * docs/checking-the-real-service.md says how to read the report.
   * @default none: the server answers as the mock
   * @example
   * ```ts
   * const proxy = await startPetStoreServer({ port: 0, proxy: 'https://staging.petstore.example' });
   * ```
   */
  proxy?: string;
  /**
   * How many worlds the server holds at once, the default world aside (docs/running-the-mock.md,
   * "Worlds"); a `POST /__admin/worlds` past it answers 409 `world_limit_reached` and touches no
   * other world. `0` turns worlds off.
   * @default 100
   */
  maxWorlds?: number;
  /**
   * How long a world is kept without a request (to the API or to its control routes), on the
   * server's clock (the `now` option); past it the world is dropped and naming it answers 404
   * `unknown_world`.
   * @unit seconds
   * @default 600
   */
  worldIdleSeconds?: number;
}

/**
 * What a world of the standalone mock may set for itself (`POST /__admin/worlds`,
 * `connectPetStoreMock(url).createWorld(options)`); every option left out is the server's. A world
 * keeps the server's rate-limit windows and ban policy, which shape the server's traffic rather
 * than a test's data. docs/design/0027-worlds.md
 *
 * @example
 * ```ts
 * const world = await mock.createWorld({ seed: 7, now: '2027-01-01T00:00:00Z', keys: { 'test-key': 'free' } });
 * ```
 */
export interface WorldOptions {
  /**
   * Seed of the world's generated dataset; `false` starts it empty. Ignored when `fixture` is given.
   * @default the server's `seed` (and its `fixture`, when neither is given)
   */
  seed?: number | false;
  /**
   * Records to load instead of the generated dataset; the world's `reset()` goes back to them.
   * @default the server's dataset
   */
  fixture?: Fixture;
  /**
   * The time the world's clock reads when it is created (ISO 8601 with an offset); it runs on at
   * the server's pace, and the world's `reset()` puts it back on that running time.
   * @default the server's clock
   */
  now?: string;
  /**
   * Plans by name, merged over the server's plans; the server's keys follow their plan's new limits.
   * @default the server's `plans`
   */
  plans?: Record<string, PlanLimits>;
  /**
   * API keys and the plan each belongs to, merged over the server's keys. Every plan named must exist.
   * @default the server's `keys`
   */
  keys?: Record<string, string>;
  /**
   * When deprecated operations stop answering in this world; the shape of the mock's `sunset` option.
   * @default the server's `sunset`
   */
  sunset?: string | { readonly [K in DeprecatedOperationId]?: string };
  /**
   * Which rate-limit headers the world's answers carry; the values of the mock's `rateLimitHeaders`.
   * @default the server's `rateLimitHeaders`
   */
  rateLimitHeaders?: RateLimitHeaders;
}
