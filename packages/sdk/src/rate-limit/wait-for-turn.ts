import { errorStatuses } from '@petstore/contract';
import { type ClientInstant, later } from '@petstore/contract/internal';
import type { RateLimitWaitEvent } from '../api/hooks';
import type { RateLimitTurn } from '../api/rate-limit-store';
import { APIError } from '../errors/api-error';
import { PetStoreError } from '../errors/petstore-error';
import { sleep } from '../internal/transport';

// How a call that found no turn at the rate-limit gate waits for one (rate-limit-gate.ts):
// woken by an answer or by its own timer, never only by another call's answer, which in a
// Cloudflare Worker is another request's (docs/design/0028-waking-without-another-request.md).

/**
 * A call's retries, spent on its own failures (core/call-loop.ts) and on the 429s and bans
 * answered to its client while it waits.
 */
export interface RetryBudget {
  /** Retries spent so far; never more than `maxRetries`. */
  retries: number;
  readonly maxRetries: number;
}

/** Spends one retry of `budget` if one is left. @returns Whether one was. */
export function spendRetry(budget: RetryBudget): boolean {
  if (budget.retries >= budget.maxRetries) return false;
  budget.retries++;
  return true;
}

/** How one call waits for its turn. */
export interface TurnOptions {
  /** How long the turn lasts if it is never given back. @unit milliseconds */
  readonly leaseMs: number;
  /** A wait known to be longer is refused at once. @unit milliseconds */
  readonly maxWaitMs: number;
  readonly signal: AbortSignal | undefined;
  /** Spent on each 429 or ban answered to the client while the call waits; once empty, the next wait is refused. */
  readonly budget: RetryBudget;
  /** Told of every wait for a known time, why, and whether no call was told of that moment before. */
  readonly onWait: (ms: number, reason: RateLimitWaitEvent['reason'], first: boolean) => void;
}

/** What the wait uses of its gate. */
export interface WaitingGate {
  /** Asks the store once: its answer checked, or the promise of it unchecked. */
  ask(at: ClientInstant, leaseMs: number): RateLimitTurn | Promise<unknown>;
  /** A store's answer checked, or the call's error. */
  checked(answer: unknown): RateLimitTurn;
  /** A store's failure as the call's error. */
  failure(error: unknown): PetStoreError;
  /** Hands a turn back to the store at once, unused. */
  giveBack(lease: string): void;
  /** Learns a hold the store knows. */
  hold(until: ClientInstant): void;
  /** 429s and bans answered to the client so far. */
  readonly holds: number;
  readonly pollMs: number | undefined;
  /** The calls waiting on the store, each by how to wake it, and the moments a user reads. */
  readonly clock: { readonly waiting: Set<() => void>; now(): ClientInstant; toDate(moment: number): Date };
  /** Whether no call was told of this moment yet; it is from now on. */
  firstToHear(moment: number): boolean;
}

/**
 * A store's answer once it comes, checked; not waited for past the signal or `leaseMs` (a turn
 * granted later would have ended by then, and is given back at once).
 */
async function settled(gate: WaitingGate, asked: Promise<unknown>, { signal, leaseMs }: TurnOptions) {
  let waiting = true;
  const answer = asked.then(
    (turn) => {
      const { lease } = gate.checked(turn);
      if (!waiting && lease !== undefined) gate.giveBack(lease);
      return turn as RateLimitTurn;
    },
    (error: unknown) => {
      throw gate.failure(error);
    },
  );
  const deadline = new Set<() => void>();
  try {
    return await Promise.race([
      answer,
      sleep(leaseMs, signal, deadline).then(() => {
        throw new PetStoreError(`Not sent: the rate-limit store did not answer within ${leaseMs} ms`);
      }),
    ]);
  } finally {
    waiting = false;
    for (const end of deadline) end();
  }
}

/**
 * Asks again until the store grants a turn: after the known moment it was told, or, while the
 * answer of a request in flight decides, after an answer or the store's `pollMs` or its own lease
 * (a turn ahead ends within its lease). Each 429 or ban answered to the client meanwhile spends one
 * retry of the call's budget.
 * @param asked - The store's first answer, as {@link WaitingGate.ask} gave it.
 * @param at - When it was asked.
 * @returns The lease of the turn.
 * @throws {@link PetStoreError} when the store fails; {@link RateLimitError} or
 *   {@link PermissionDeniedError}, not sent, when a wait is over `maxWaitMs` or the budget is spent.
 */
export async function waitForTurn(
  gate: WaitingGate,
  asked: RateLimitTurn | Promise<unknown>,
  at: ClientInstant,
  options: TurnOptions,
): Promise<string> {
  const { leaseMs, signal, budget } = options;
  let holds = gate.holds;
  let spent = false;
  for (;;) {
    const turn = asked instanceof Promise ? await settled(gate, asked, options) : asked;
    gate.hold(turn.record.blockedUntil);
    if (turn.lease !== undefined) return turn.lease;
    const { waitMs, record } = turn;
    // A wait for a known time is told to the call, or refused (not sent) when it is longer than
    // `maxWaitMs` or the call has no retry left: typed as the hold that keeps it, never an answer.
    if (waitMs !== undefined) {
      const { blockedUntil, blockedStatus, blockedCode } = record;
      const blocked = at < blockedUntil;
      if (spent || waitMs > options.maxWaitMs) {
        const until = gate.clock.toDate(later(at, waitMs)).toISOString();
        const why = spent ? 'and this call has no retry left' : 'longer than maxRetryAfter allows';
        const status = blocked ? blockedStatus : errorStatuses.rate_limited;
        const message = `Not sent: this client holds its requests until ${until}, ${why}`;
        const code = blocked ? blockedCode : 'rate_limited';
        throw APIError.generate(status, { code, message, status }, new Headers(), Math.ceil(waitMs / 1000));
      }
      const reason = !blocked
        ? 'gate'
        : blockedStatus === errorStatuses.api_key_banned
          ? 'ban'
          : 'retry-after';
      options.onWait(waitMs, reason, gate.firstToHear(at + waitMs));
    }
    await sleep(waitMs ?? Math.min(gate.pollMs ?? leaseMs, leaseMs), signal, gate.clock.waiting);
    at = gate.clock.now();
    if (gate.holds !== holds) {
      holds = gate.holds;
      spent = !spendRetry(budget);
    }
    asked = gate.ask(at, leaseMs);
  }
}
