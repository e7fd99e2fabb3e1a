import type { JournalEntry } from '@petstore/mock';
import { Redis } from 'ioredis';

/**
 * How long a fleet may send the service nothing while its calls are unanswered before it counts
 * as stuck: longer than anything a healthy burst waits out here (a window of 1 s, retries' backoff,
 * a lease freed after the 1 s timeout plus its second), and far inside the tests' timeouts.
 * @unit milliseconds
 */
export const stallMs = 15_000;

/**
 * `work`, or a rejection that says what is stuck once no new request reached the service (its
 * journal's last entry stays the same) for {@link stallMs}. A run slowed down by a busy machine
 * keeps sending and gets all the time its test allows; a stuck one fails at once with `state()`,
 * instead of at the test's timeout with nothing to tell it from a slow one.
 * @param journal - The service's journal, read as it grows.
 * @param state - What the test's shared state looks like now, for the message.
 */
export async function unlessStalled<T>(
  work: Promise<T>,
  journal: () => readonly JournalEntry[],
  state: () => Promise<string>,
): Promise<T> {
  const lastRequest = () => {
    const entries = journal();
    const last = entries.at(-1);
    return `${entries.length} ${last?.requestId} ${last?.time}`;
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let seen = lastRequest();
    let seenAt = Date.now();
    timer = setInterval(() => {
      const now = lastRequest();
      if (now !== seen) {
        seen = now;
        seenAt = Date.now();
      } else if (Date.now() - seenAt >= stallMs) {
        clearInterval(timer);
        state().then(
          (found) =>
            reject(new Error(`stuck: no request reached the service for ${stallMs} ms (${seen}); ${found}`)),
          reject,
        );
      }
    }, 250);
  });
  try {
    return await Promise.race([work, stalled]);
  } finally {
    clearInterval(timer);
  }
}

/**
 * What the Redis store's keys on `url` hold now, times relative to Redis's clock: each key's
 * record, its leases (ms until each ends), its members (ms since each last asked) and the turns
 * each member was granted in the window; leases and members by the first 8 characters of their ids.
 */
export async function keyState(url: string): Promise<string> {
  const admin = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
  admin.on('error', () => {});
  try {
    const [seconds, micros] = await admin.time();
    const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    const described: string[] = [];
    for (const key of (await admin.keys('petstore:rate-limit:*')).sort()) {
      const name = key.slice(key.lastIndexOf(':') + 1);
      let value: Record<string, unknown>;
      if ((await admin.type(key)) === 'hash') {
        const fields = Object.entries(await admin.hgetall(key));
        value = Object.fromEntries(name === 'grants' ? fields.map(([id, n]) => [id.slice(0, 8), n]) : fields);
      } else {
        const pairs = await admin.zrange(key, '0', '-1', 'WITHSCORES');
        const entries: [string, number][] = [];
        for (let index = 0; index < pairs.length; index += 2) {
          const at = Number(pairs[index + 1]);
          entries.push([String(pairs[index]).slice(0, 8), name === 'members' ? now - at : at - now]);
        }
        value = Object.fromEntries(entries);
      }
      described.push(`${name} ${JSON.stringify(value)}`);
    }
    return `Redis at ${now}: ${described.join('; ') || 'no keys'}`;
  } catch (error) {
    return `Redis unreadable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    admin.disconnect();
  }
}
