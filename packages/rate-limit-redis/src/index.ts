export { redisRateLimitStore } from './redis-rate-limit-store';
export type {
  RedisRateLimitStore,
  RedisRateLimitStoreClient,
  RedisRateLimitStoreOptions,
} from './redis-rate-limit-store-options';
