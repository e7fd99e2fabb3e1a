// Checked by `pnpm typecheck` (the root tsconfig holds packages/*/test): not a Vitest typecheck run,
// which would add half a minute of tsc to `pnpm test` for four assertions.
import { type Cluster, Redis } from 'ioredis';
import { describe, expectTypeOf, it } from 'vitest';
import { type RedisRateLimitStoreClient, redisRateLimitStore } from '../src/index';

describe('the client option', () => {
  it("takes an ioredis Redis or Cluster, with no type of ioredis's in the store's own", () => {
    expectTypeOf<Redis>().toExtend<RedisRateLimitStoreClient>();
    expectTypeOf<Cluster>().toExtend<RedisRateLimitStoreClient>();
    expectTypeOf(redisRateLimitStore).toBeCallableWith({ client: new Redis({ lazyConnect: true }) });
  });

  it('refuses what cannot run the decision script', () => {
    expectTypeOf<{ status: string; time(): Promise<number[]> }>().not.toExtend<RedisRateLimitStoreClient>();
    // @ts-expect-error a URL goes to `url`
    redisRateLimitStore({ client: 'redis://127.0.0.1:6379' });
  });
});
