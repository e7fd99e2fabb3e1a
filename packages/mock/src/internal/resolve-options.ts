import {
  plans as contractPlans,
  demoApiKeys,
  operations,
  type PlanLimits,
  rateLimitPolicy,
  service,
} from '@petstore/contract';
import * as z from 'zod/mini';
import { PetStoreMockError } from '../mock-error';
import type { Fixture, MockOptions } from '../options';
import { describeIssues } from './describe-issues';
import { safeParse } from './parse';

/** The options with every default applied and every value checked. */
export interface ResolvedOptions {
  readonly plans: ReadonlyMap<string, PlanLimits>;
  /** API key → plan limits. */
  readonly keys: ReadonlyMap<string, PlanLimits>;
  readonly minuteMs: number;
  readonly dayMs: number;
  readonly banAfter429s: number;
  readonly banMs: number;
  readonly sunsetMs: number;
  readonly seed: number | false;
  readonly fixture: Fixture | undefined;
  readonly now: () => number;
  /** Origin and path prefix, without a trailing slash. */
  readonly baseUrl: string;
}

const count = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

const optionsSchema = z.strictObject({
  plans: z.optional(z.record(z.string(), z.strictObject({ perMinute: count, perDay: count }))),
  keys: z.optional(z.record(z.string().check(z.minLength(1)), z.string())),
  windows: z.optional(z.strictObject({ minuteSeconds: z.optional(count), daySeconds: z.optional(count) })),
  ban: z.optional(z.strictObject({ after429s: z.optional(count), seconds: z.optional(count) })),
  sunset: z.optional(isoDateTime),
  seed: z.optional(z.union([z.int().check(z.minimum(0)), z.literal(false)])),
  fixture: z.optional(z.object({})),
  now: z.optional(z.custom<() => number>((value) => typeof value === 'function', 'Expected a function')),
  baseUrl: z.optional(z.url({ protocol: /^https?$/ })),
});

function fail(message: string): never {
  throw new PetStoreMockError(`Invalid Pet Store mock options: ${message}`);
}

function normaliseBaseUrl(text: string): string {
  const url = new URL(text);
  if (url.search || url.hash) fail(`baseUrl "${text}" must not have a query or a fragment`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
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
  const parsed = safeParse(optionsSchema, options);
  if (!parsed.success) fail(describeIssues(parsed.error.issues));
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
    sunsetMs: Date.parse(options.sunset ?? operations.getPetById.deprecated.sunset),
    seed: options.seed ?? defaultSeed,
    fixture: options.fixture,
    now: options.now ?? (() => Date.now()),
    baseUrl: normaliseBaseUrl(options.baseUrl ?? service.defaultBaseUrl),
  };
}

/** Seed of the dataset when none is given (DESIGN §3). */
export const defaultSeed = 42;
