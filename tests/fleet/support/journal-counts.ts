import { errorStatuses } from '@petstore/contract';

/** What the mock's journal says a burst cost the key. */
export interface JournalCounts {
  readonly answered: number;
  readonly tooMany: number;
  readonly maxTooManyPerWindow: number;
  readonly banned: number;
}

/** Counts 200s, 429s (in all and in the worst window) and bans of a journal. */
export function journalCounts(
  entries: readonly { readonly status: number; readonly time: number }[],
  windowMs: number,
): JournalCounts {
  const perWindow = new Map<number, number>();
  for (const entry of entries) {
    if (entry.status !== errorStatuses.rate_limited) continue;
    const window = Math.floor(entry.time / windowMs);
    perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
  }
  return {
    answered: entries.filter((entry) => entry.status === 200).length,
    tooMany: entries.filter((entry) => entry.status === errorStatuses.rate_limited).length,
    maxTooManyPerWindow: Math.max(0, ...perWindow.values()),
    banned: entries.filter((entry) => entry.status === errorStatuses.api_key_banned).length,
  };
}
