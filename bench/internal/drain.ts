import { errorCodes } from '@petstore/contract';
import type { PetStoreMock } from '@petstore/mock';

const tooManyStatus = errorCodes.rate_limited.status;
const bannedStatus = errorCodes.api_key_banned.status;

/** One burst against a rate-limited mock. */
export interface DrainRun {
  /** The mock the client talks to; created fresh for the run. */
  readonly mock: PetStoreMock;
  /** One call of the client; rejects when the client gives up. */
  readonly call: () => Promise<unknown>;
  /** Calls in the burst. */
  readonly requests: number;
  /** Calls in flight at once. */
  readonly concurrency: number;
  /** Requests the plan allows per window. */
  readonly quota: number;
  /** Window length. @unit milliseconds */
  readonly windowMs: number;
  /** How far the mock's clock is ahead of the client's (its windows are its clock's). @unit milliseconds */
  readonly aheadMs?: number;
}

/** The columns every drain table shares, after its first. */
export const drainColumns = [
  'total time',
  '× minimum',
  '429s drawn',
  'most 429s in one window',
  '403 banned',
  'calls lost',
] as const;

/** What one burst cost, from the client's clock and the mock's journal. */
export interface DrainOutcome {
  /** From the first call to the last settled one. @unit milliseconds */
  readonly totalMs: number;
  /** The earliest the last call can be answered with this quota, from the same start. @unit milliseconds */
  readonly minimumMs: number;
  /** Calls that resolved. */
  readonly answered: number;
  /** Calls that rejected: the client gave up on them. */
  readonly lost: number;
  /** 429 answers the mock sent. */
  readonly tooMany: number;
  /** Most 429 answers within one window. */
  readonly maxTooManyPerWindow: number;
  /** Windows the burst spanned. */
  readonly windows: number;
  /** 403 answers: requests refused because the key was banned. */
  readonly banned: number;
  /** Requests the mock answered in all (first attempts and retries). */
  readonly sent: number;
}

const alignSlackMs = 5;

/** Waits for the start of the next window (plus a little), so every run starts with a full quota. */
async function alignToWindow(windowMs: number): Promise<number> {
  const now = Date.now();
  const start = (Math.floor(now / windowMs) + 1) * windowMs + alignSlackMs;
  await new Promise((resolve) => setTimeout(resolve, start - now));
  return Date.now();
}

/**
 * Sends `requests` calls through `concurrency` workers and reads what the mock answered. The
 * theoretical minimum: the quota is spent at once in each window, so the last call is answered at
 * the start of window ⌈requests / quota⌉ − 1 after the first.
 */
export async function drain(run: DrainRun): Promise<DrainOutcome> {
  const started = await alignToWindow(run.windowMs);
  let next = 0;
  let answered = 0;
  let lost = 0;
  const worker = async () => {
    while (next < run.requests) {
      next++;
      await run.call().then(
        () => answered++,
        () => lost++,
      );
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, worker));
  const totalMs = Date.now() - started;
  // The windows are the mock's, on its clock.
  const serviceStart = started + (run.aheadMs ?? 0);
  const lastWindowStart =
    (Math.floor(serviceStart / run.windowMs) + Math.ceil(run.requests / run.quota) - 1) * run.windowMs;
  const entries = run.mock.journal.entries;
  const perWindow = new Map<number, number>();
  for (const entry of entries) {
    if (entry.status !== tooManyStatus) continue;
    const window = Math.floor(entry.time / run.windowMs);
    perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
  }
  return {
    totalMs,
    minimumMs: Math.max(0, lastWindowStart - serviceStart),
    answered,
    lost,
    tooMany: entries.filter((entry) => entry.status === tooManyStatus).length,
    maxTooManyPerWindow: Math.max(0, ...perWindow.values()),
    windows:
      Math.floor((serviceStart + totalMs) / run.windowMs) - Math.floor(serviceStart / run.windowMs) + 1,
    banned: entries.filter((entry) => entry.status === bannedStatus).length,
    sent: entries.length,
  };
}
