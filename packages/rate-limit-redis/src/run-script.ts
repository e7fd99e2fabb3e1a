import { createHash } from 'node:crypto';
import { decideScript } from './decide-script';
import type { RedisRateLimitStoreClient } from './redis-rate-limit-store-options';

const sha = createHash('sha1').update(decideScript).digest('hex');

/**
 * Runs the decision script in one round trip: EVALSHA, and EVAL only when Redis lost its scripts
 * (a restart or `SCRIPT FLUSH`), which also loads it again.
 */
export async function runScript(
  redis: RedisRateLimitStoreClient,
  keys: readonly string[],
  args: readonly string[],
) {
  try {
    return (await redis.evalsha(sha, keys.length, ...keys, ...args)) as unknown[];
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return (await redis.eval(decideScript, keys.length, ...keys, ...args)) as unknown[];
  }
}
