import {
  type ClientInstant,
  inMemoryRateLimitStore,
  type RateLimitAnswer,
  type RateLimitTurn,
  type ServiceTime,
} from '@petstore/sdk';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../../../tests/fleet/support/redis-server';
import { answerArgs } from './answer-args';
import { readTurn } from './read-turn';
import { runScript } from './run-script';
import { scopeKeys } from './scope-keys';

// The rules (packages/sdk/src/rate-limit/in-memory-rate-limit-store.ts, run by the in-memory store) and the decision
// script must decide alike: random sequences of asks and answers go to both, one member on one key,
// every moment on one clock, and each turn and record must match. A window's reset as the service
// sent it is one of a few seconds of the service's clock, or none (a window of `RateLimit`'s `t`),
// while the same window's reset on the client's clock is drawn apart from it: members that read the
// service's clock differently date one window differently.

/** One step of a sequence: time passes, then a turn is asked for or one in flight is given back. */
type Step =
  | { readonly kind: 'acquire'; readonly after: number; readonly leaseMs: number }
  | {
      readonly kind: 'release';
      readonly after: number;
      readonly which: number;
      readonly answer: Answered | undefined;
    };

/** An answer with its moments relative to the step's `now`. */
interface Answered {
  readonly window:
    | {
        readonly limit: number;
        readonly remaining: number;
        readonly resetIn: number;
        /** Which of a few seconds of the service's clock the service sent as its reset. */
        readonly serviceSecond: number | undefined;
      }
    | undefined;
  readonly block:
    | {
        readonly untilIn: number;
        readonly status: 429 | 403;
        readonly code: 'rate_limited' | 'api_key_banned';
      }
    | undefined;
}

const answered: fc.Arbitrary<Answered | undefined> = fc.option(
  fc.record({
    window: fc.option(
      fc.record({
        limit: fc.integer({ min: 1, max: 6 }),
        remaining: fc.integer({ min: 0, max: 6 }),
        resetIn: fc.integer({ min: -2_000, max: 8_000 }),
        serviceSecond: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      }),
      { nil: undefined },
    ),
    block: fc.option(
      fc.oneof(
        fc.record({
          untilIn: fc.integer({ min: 0, max: 5_000 }),
          status: fc.constant(429 as const),
          code: fc.constant('rate_limited' as const),
        }),
        fc.record({
          untilIn: fc.integer({ min: 0, max: 5_000 }),
          status: fc.constant(403 as const),
          code: fc.constant('api_key_banned' as const),
        }),
      ),
      { nil: undefined },
    ),
  }),
  { nil: undefined, freq: 4 },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('acquire' as const),
    after: fc.integer({ min: 0, max: 1_500 }),
    leaseMs: fc.integer({ min: 1, max: 4_000 }),
  }),
  fc.record({
    kind: fc.constant('release' as const),
    after: fc.integer({ min: 0, max: 1_500 }),
    which: fc.nat(),
    answer: answered,
  }),
);

/** A moment of the client's clock, written out as a number here. */
const at = (ms: number) => ms as ClientInstant;
/** The service's clock's seconds the windows reset at: its own, far from the client's. */
const serviceResetBase = 1_600_000_000_000;

function answerAt({ window, block }: Answered, now: number): RateLimitAnswer {
  return {
    window: window && {
      limit: window.limit,
      remaining: window.remaining,
      resetAt: at(now + window.resetIn),
      serviceResetAt:
        window.serviceSecond === undefined
          ? undefined
          : ((serviceResetBase + window.serviceSecond * 1000) as ServiceTime),
    },
    block: block && { until: at(now + block.untilIn), status: block.status, code: block.code },
  };
}

let server: RedisServer;
let redis: Redis;

beforeAll(async () => {
  server = await startRedisServer();
  redis = new Redis(server.url, { maxRetriesPerRequest: 1 });
});

afterAll(async () => {
  await redis?.quit();
  await server?.stop();
});

describe('the decision script', () => {
  it('decides as the rules on random sequences of asks and answers', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const keys = scopeKeys('petstore:rules-test:', String(run++));
        const store = inMemoryRateLimitStore();
        const inFlight: string[] = [];
        let now = 1_700_000_000_000;
        const context = { warn: () => {}, clock: { now: () => at(now) } };
        for (const next of steps) {
          now += next.after;
          if (next.kind === 'acquire') {
            const expected = (await store.acquire('scope', at(now), next.leaseMs, context)) as RateLimitTurn;
            const lease = expected.lease ?? 'refused';
            const reply = await runScript(redis, keys, [
              'acquire',
              String(now),
              lease,
              String(next.leaseMs),
              'member',
            ]);
            expect(readTurn(reply, lease, 0)).toEqual(expected);
            if (expected.lease !== undefined) inFlight.push(expected.lease);
          } else if (inFlight.length > 0) {
            const [lease] = inFlight.splice(next.which % inFlight.length, 1) as [string];
            const answer = next.answer && answerAt(next.answer, now);
            await store.release('scope', lease, answer, at(now), context);
            await runScript(redis, keys, ['release', String(now), lease, ...answerArgs(answer, 0)]);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
