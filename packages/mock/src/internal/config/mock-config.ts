import {
  plans as contractPlans,
  demoApiKeys,
  type OperationId,
  operationList,
  type PlanLimits,
  rateLimitPolicy,
  service,
} from '@petstore/contract';
import * as z from 'zod/mini';
import { PetStoreMockError } from '../../api/mock-error';
import type { Fixture, MockOptions, RateLimitHeaders, StandaloneOptions } from '../../api/options';
import { checkedOrThrow } from './checked';

const defaultAddress = new URL(service.defaultBaseUrl);

/**
 * Every default of the mock's and the standalone server's options, written once: resolution reads
 * them, the CLI's usage text is built from them, and a test holds the TSDoc `@default` of each
 * option to them (test/options.test.ts). The rate-limit defaults are the contract's.
 */
export const optionDefaults = {
  windows: { minuteSeconds: rateLimitPolicy.minuteSeconds, daySeconds: rateLimitPolicy.daySeconds },
  ban: { after429s: rateLimitPolicy.banAfter429s, seconds: rateLimitPolicy.banSeconds },
  rateLimitHeaders: 'both' as RateLimitHeaders,
  /** Fixed, so that a mock without options always has the same records. */
  seed: 42,
  baseUrl: service.defaultBaseUrl,
  port: Number(defaultAddress.port),
  host: defaultAddress.hostname,
  allowedHosts: [] as readonly string[],
  docs: true,
  requestTimeoutMs: 30_000,
  /** Enough for a suite's parallel workers, each with a world per test, several times over. */
  maxWorlds: 100,
  /** Long enough for a slow test between two requests; a forgotten world goes within minutes. */
  worldIdleSeconds: 600,
} as const;

/** An API key the mock knows: its plan's name and limits. */
export interface KeyPlan {
  readonly plan: string;
  readonly limits: PlanLimits;
}

/** The mock's options with every default applied and every value checked; read once, passed on. */
export interface MockConfig {
  readonly plans: ReadonlyMap<string, PlanLimits>;
  readonly keys: ReadonlyMap<string, KeyPlan>;
  readonly minuteMs: number;
  readonly dayMs: number;
  readonly banAfter429s: number;
  readonly banMs: number;
  readonly rateLimitHeaders: RateLimitHeaders;
  /** When each deprecated operation stops answering, in ms since the epoch. */
  readonly sunsets: ReadonlyMap<OperationId, number>;
  readonly seed: number | false;
  readonly fixture: Fixture | undefined;
  /** The `now` option: the base clock the mock's own clock runs on; `undefined` for real time. */
  readonly now: (() => number) | undefined;
}

/** The standalone server's options, resolved: the mock's, and where and how it listens. */
export interface ServerConfig {
  readonly mock: MockConfig;
  readonly port: number;
  readonly host: string;
  readonly admin: boolean | undefined;
  readonly adminToken: string | undefined;
  /** Lower case. */
  readonly allowedHosts: readonly string[];
  readonly docs: boolean;
  readonly requestTimeoutMs: number;
  /** The real service a drift proxy forwards to: origin and path prefix, no trailing slash. */
  readonly proxy: string | undefined;
  /** How many worlds the server holds at most, the default world aside. */
  readonly maxWorlds: number;
  /** How long a world is kept without a request. @unit milliseconds */
  readonly worldIdleMs: number;
}

const count = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });
const deprecated = operationList.filter((operation) => operation.deprecated);
const sunsetsByOperation = z.strictObject(
  Object.fromEntries(deprecated.map(({ operationId }) => [operationId, z.optional(isoDateTime)])),
);

/** The options a mock and a world share: checked by one schema each, written once here. */
export const mockFields = {
  plans: z.optional(z.record(z.string(), z.strictObject({ perMinute: count, perDay: count }))),
  keys: z.optional(z.record(z.string().check(z.minLength(1)), z.string())),
  windows: z.optional(z.strictObject({ minuteSeconds: z.optional(count), daySeconds: z.optional(count) })),
  ban: z.optional(z.strictObject({ after429s: z.optional(count), seconds: z.optional(count) })),
  rateLimitHeaders: z.optional(z.enum(['both', 'standard', 'x-ratelimit'])),
  sunset: z.optional(z.union([isoDateTime, sunsetsByOperation])),
  seed: z.optional(z.union([z.int().check(z.minimum(0)), z.literal(false)])),
  fixture: z.optional(z.object({})),
  now: z.optional(z.custom<() => number>((value) => typeof value === 'function', 'Expected a function')),
};
const mockSchema = z.strictObject({ ...mockFields, baseUrl: z.optional(z.url({ protocol: /^https?$/ })) });
const serverSchema = z.strictObject({
  ...mockFields,
  port: z.optional(z.int().check(z.minimum(0), z.maximum(65_535))),
  host: z.optional(z.string().check(z.minLength(1))),
  admin: z.optional(z.boolean()),
  adminToken: z.optional(z.string().check(z.regex(/^\S+$/, 'Expected a non-empty token without spaces'))),
  allowedHosts: z.optional(z.array(z.string().check(z.minLength(1)))),
  docs: z.optional(z.boolean()),
  requestTimeoutMs: z.optional(count),
  proxy: z.optional(z.url({ protocol: /^https?$/ })),
  maxWorlds: z.optional(z.int().check(z.minimum(0))),
  worldIdleSeconds: z.optional(count),
});

const invalidOptions = 'Invalid Pet Store mock options';

export function fail(message: string): never {
  throw new PetStoreMockError(`${invalidOptions}: ${message}`);
}

// Each deprecated operation keeps its own date from the contract unless the options move it.
export function resolveSunsets(sunset: MockOptions['sunset']): Map<OperationId, number> {
  const sunsets = new Map<OperationId, number>();
  for (const { operationId, deprecated: deprecation } of deprecated) {
    const moved = typeof sunset === 'string' ? sunset : sunset?.[operationId as keyof typeof sunset];
    sunsets.set(operationId, Date.parse(moved ?? (deprecation?.sunset as string)));
  }
  return sunsets;
}

export function resolveKeys(
  plans: ReadonlyMap<string, PlanLimits>,
  keys: Record<string, string>,
): Map<string, KeyPlan> {
  const resolved = new Map<string, KeyPlan>();
  for (const [key, plan] of Object.entries({ ...demoApiKeys, ...keys })) {
    const limits = plans.get(plan);
    if (!limits) fail(`keys["${key}"] names the plan "${plan}", which does not exist`);
    resolved.set(key, { plan, limits });
  }
  return resolved;
}

// Options already checked against their schema.
function mockConfig(options: Omit<MockOptions, 'baseUrl'>): MockConfig {
  const plans = new Map<string, PlanLimits>(Object.entries({ ...contractPlans, ...options.plans }));
  const { windows, ban } = optionDefaults;
  const minuteSeconds = options.windows?.minuteSeconds ?? windows.minuteSeconds;
  const daySeconds = options.windows?.daySeconds ?? windows.daySeconds;
  if (daySeconds < minuteSeconds) fail('windows.daySeconds must not be shorter than windows.minuteSeconds');
  return {
    plans,
    keys: resolveKeys(plans, options.keys ?? {}),
    minuteMs: minuteSeconds * 1000,
    dayMs: daySeconds * 1000,
    banAfter429s: options.ban?.after429s ?? ban.after429s,
    banMs: (options.ban?.seconds ?? ban.seconds) * 1000,
    rateLimitHeaders: options.rateLimitHeaders ?? optionDefaults.rateLimitHeaders,
    sunsets: resolveSunsets(options.sunset),
    seed: options.seed ?? optionDefaults.seed,
    fixture: options.fixture,
    now: options.now,
  };
}

/** Origin and path prefix, without a trailing slash; `option` names the option refused. */
function normaliseBaseUrl(text: string, option: 'baseUrl' | 'proxy'): string {
  const url = new URL(text);
  if (url.search || url.hash) fail(`${option} "${text}" must not have a query or a fragment`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Checks the options of an in-process mock and applies the defaults.
 * @returns the mock's configuration and its base URL (origin and path prefix, no trailing slash).
 * @throws {PetStoreMockError} naming the first bad option.
 */
export function resolveMockOptions(options: MockOptions = {}): { config: MockConfig; baseUrl: string } {
  checkedOrThrow(mockSchema, options, invalidOptions);
  const { baseUrl = optionDefaults.baseUrl, ...rest } = options;
  return { config: mockConfig(rest), baseUrl: normaliseBaseUrl(baseUrl, 'baseUrl') };
}

/**
 * Checks the options of the standalone server and applies the defaults. `baseUrl` is refused: the
 * server answers at the root of its own address.
 * @throws {PetStoreMockError} naming the first bad option.
 */
export function resolveServerOptions(options: StandaloneOptions = {}): ServerConfig {
  if ('baseUrl' in options)
    fail('baseUrl: the standalone server answers at the root of its own address; give host and port');
  checkedOrThrow(serverSchema, options, invalidOptions);
  const {
    port = optionDefaults.port,
    host = optionDefaults.host,
    admin,
    adminToken,
    allowedHosts = optionDefaults.allowedHosts,
    docs = optionDefaults.docs,
    requestTimeoutMs = optionDefaults.requestTimeoutMs,
    proxy,
    maxWorlds = optionDefaults.maxWorlds,
    worldIdleSeconds = optionDefaults.worldIdleSeconds,
    ...mockOptions
  } = options;
  return {
    mock: mockConfig(mockOptions),
    port,
    host,
    admin,
    adminToken,
    allowedHosts: allowedHosts.map((name) => name.toLowerCase()),
    docs,
    requestTimeoutMs,
    proxy: proxy === undefined ? undefined : normaliseBaseUrl(proxy, 'proxy'),
    maxWorlds,
    worldIdleMs: worldIdleSeconds * 1000,
  };
}

/** The names of the standalone server's options: what its `--config` file may hold (but `now`). */
export const serverOptionNames = Object.keys(serverSchema.shape);
