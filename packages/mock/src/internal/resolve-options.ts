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
import { PetStoreMockError } from '../mock-error';
import type { Fixture, MockOptions, RateLimitHeaders } from '../options';
import { checkedOrThrow } from './checked';

/** The options with every default applied and every value checked. */
export interface ResolvedOptions {
  readonly plans: ReadonlyMap<string, PlanLimits>;
  /** API key → plan limits. */
  readonly keys: ReadonlyMap<string, PlanLimits>;
  readonly minuteMs: number;
  readonly dayMs: number;
  readonly banAfter429s: number;
  readonly banMs: number;
  readonly rateLimitHeaders: RateLimitHeaders;
  /** When each deprecated operation stops answering, in ms since the epoch. */
  readonly sunsets: ReadonlyMap<OperationId, number>;
  readonly seed: number | false;
  readonly fixture: Fixture | undefined;
  readonly now: () => number;
  /** Origin and path prefix, without a trailing slash. */
  readonly baseUrl: string;
}

const count = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });
const deprecated = operationList.filter((operation) => operation.deprecated);
const sunsetsByOperation = z.strictObject(
  Object.fromEntries(deprecated.map(({ operationId }) => [operationId, z.optional(isoDateTime)])),
);

const optionsSchema = z.strictObject({
  plans: z.optional(z.record(z.string(), z.strictObject({ perMinute: count, perDay: count }))),
  keys: z.optional(z.record(z.string().check(z.minLength(1)), z.string())),
  windows: z.optional(z.strictObject({ minuteSeconds: z.optional(count), daySeconds: z.optional(count) })),
  ban: z.optional(z.strictObject({ after429s: z.optional(count), seconds: z.optional(count) })),
  rateLimitHeaders: z.optional(z.enum(['both', 'standard', 'x-ratelimit'])),
  sunset: z.optional(z.union([isoDateTime, sunsetsByOperation])),
  seed: z.optional(z.union([z.int().check(z.minimum(0)), z.literal(false)])),
  fixture: z.optional(z.object({})),
  now: z.optional(z.custom<() => number>((value) => typeof value === 'function', 'Expected a function')),
  baseUrl: z.optional(z.url({ protocol: /^https?$/ })),
});

const invalidOptions = 'Invalid Pet Store mock options';

function fail(message: string): never {
  throw new PetStoreMockError(`${invalidOptions}: ${message}`);
}

function normaliseBaseUrl(text: string): string {
  const url = new URL(text);
  if (url.search || url.hash) fail(`baseUrl "${text}" must not have a query or a fragment`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

// Each deprecated operation keeps its own date from the contract unless the options move it.
function resolveSunsets(sunset: MockOptions['sunset']): Map<OperationId, number> {
  const sunsets = new Map<OperationId, number>();
  for (const { operationId, deprecated: deprecation } of deprecated) {
    const moved = typeof sunset === 'string' ? sunset : sunset?.[operationId as keyof typeof sunset];
    sunsets.set(operationId, Date.parse(moved ?? (deprecation?.sunset as string)));
  }
  return sunsets;
}

function resolveKeys(
  plans: ReadonlyMap<string, PlanLimits>,
  keys: Record<string, string>,
): Map<string, PlanLimits> {
  const resolved = new Map<string, PlanLimits>();
  for (const [key, planName] of Object.entries({ ...demoApiKeys, ...keys })) {
    const plan = plans.get(planName);
    if (!plan) fail(`keys["${key}"] names the plan "${planName}", which does not exist`);
    resolved.set(key, plan);
  }
  return resolved;
}

/**
 * Checks the options and applies the defaults of the contract.
 * @throws {PetStoreMockError} naming the first bad option.
 */
export function resolveOptions(options: MockOptions = {}): ResolvedOptions {
  checkedOrThrow(optionsSchema, options, invalidOptions);
  const plans = new Map<string, PlanLimits>(Object.entries({ ...contractPlans, ...options.plans }));
  const minuteSeconds = options.windows?.minuteSeconds ?? rateLimitPolicy.minuteSeconds;
  const daySeconds = options.windows?.daySeconds ?? rateLimitPolicy.daySeconds;
  if (daySeconds < minuteSeconds) fail('windows.daySeconds must not be shorter than windows.minuteSeconds');
  return {
    plans,
    keys: resolveKeys(plans, options.keys ?? {}),
    minuteMs: minuteSeconds * 1000,
    dayMs: daySeconds * 1000,
    banAfter429s: options.ban?.after429s ?? rateLimitPolicy.banAfter429s,
    banMs: (options.ban?.seconds ?? rateLimitPolicy.banSeconds) * 1000,
    rateLimitHeaders: options.rateLimitHeaders ?? 'both',
    sunsets: resolveSunsets(options.sunset),
    seed: options.seed ?? defaultSeed,
    fixture: options.fixture,
    now: options.now ?? (() => Date.now()),
    baseUrl: normaliseBaseUrl(options.baseUrl ?? service.defaultBaseUrl),
  };
}

/** Seed of the dataset when none is given: fixed, so that a mock without options always has the same records. */
export const defaultSeed = 42;
