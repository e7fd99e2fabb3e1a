export { redisRateLimitStore } from './redis-rate-limit-store';
export type { RedisRateLimitStore, RedisRateLimitStoreOptions } from './redis-rate-limit-store-options';
