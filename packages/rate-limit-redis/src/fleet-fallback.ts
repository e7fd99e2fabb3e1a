import {
  type ClientInstant,
  inMemoryRateLimitStore,
  type RateLimitAnswer,
  type RateLimitRecord,
  type RateLimitStore,
  type RateLimitStoreContext,
  type RateLimitTurn,
} from '@petstore/sdk';

/**
 * The part of its share a member leaves unused while it paces on its own: members start at random
 * phases, so a window may see more than its average.
 */
const headroom = 0.8;

/** What one member knows of its fleet on one key. */
interface ScopeState {
  /** Members that used the key lately, as Redis last counted them; `undefined` before Redis answered. */
  fleetSize: number | undefined;
  /** The members this one paces as if it shared with, on its own: the fleet, adjusted by answers. */
  pacedAs: number;
  /** The window's length: the shortest gap between two resets seen. @unit milliseconds */
  windowMs: number | undefined;
  /**
   * The longest time to a reset seen: the window's length as near as one window shows it, used
   * until two resets were seen. @unit milliseconds
   */
  longestToReset: number;
  /** The fleet's record as Redis last showed it: its window's end and limit. */
  lastResetAt: number;
  limit: number;
  /** Turns it may take on its own; `undefined` while Redis answers. */
  credit: number | undefined;
  /** Credit grows from this moment on. @unit Unix milliseconds */
  creditFrom: number;
  inFlight: Set<string>;
}

/**
 * The gate a member of a fleet uses while Redis is down (docs/many-processes.md, "When Redis is
 * down"): the in-memory rules, plus what keeps a fleet without coordination under the ban
 * threshold. While Redis answers, the member learns how many members share the key and how long
 * a window is. On its own, it then holds one request in flight at most; when Redis counted other
 * members, it also paces itself to its part of the quota (headroom × limit ÷ members per window),
 * from the next window on and from a random phase, so that members do not send together. A 429 on
 * its own halves its part. A member Redis counted alone has seen every answer of the key: the
 * in-memory rules keep it, and a stalled Redis never holds its calls for the rest of a window.
 */
export class FleetFallback {
  readonly #local: RateLimitStore = inMemoryRateLimitStore();
  readonly #scopes = new Map<string, ScopeState>();
  readonly #random: () => number;

  /** @param random - Where the starting phase comes from; `Math.random` but in tests. */
  constructor(random: () => number = Math.random) {
    this.#random = random;
  }

  /** What a decision of Redis showed at `now`: the fleet's record and how many members it counts. */
  observeShared(scope: string, record: RateLimitRecord, fleetSize: number, now: ClientInstant): void {
    const state = this.#state(scope);
    state.credit = undefined;
    if (fleetSize > 0) state.fleetSize = fleetSize;
    if (record.limit > 0) state.limit = record.limit;
    this.#seeReset(state, record.resetAt, now);
  }

  /** Learns the window's length from the resets seen: the shortest gap between two of them. */
  #seeReset(state: ScopeState, resetAt: number, now: number): void {
    if (resetAt > now) state.longestToReset = Math.max(state.longestToReset, resetAt - now);
    if (resetAt <= state.lastResetAt) return;
    const gap = resetAt - state.lastResetAt;
    if (state.lastResetAt > 0) state.windowMs = Math.min(state.windowMs ?? gap, gap);
    state.lastResetAt = resetAt;
  }

  /** Learns an answer to this member (shared or not), and frees its turn when it was a local one. */
  async release(
    scope: string,
    lease: string | undefined,
    answer: RateLimitAnswer | undefined,
    now: ClientInstant,
    context: RateLimitStoreContext,
  ): Promise<void> {
    const state = this.#state(scope);
    if (lease !== undefined) state.inFlight.delete(lease);
    if (answer?.window) this.#seeReset(state, answer.window.resetAt, now);
    if (state.credit !== undefined && answer) this.#adjustPace(state, answer, now);
    await this.#local.release(scope, lease ?? '', answer, now, context);
  }

  /** A turn from this member's own gate, paced by its part of the quota while it knows the fleet. */
  async acquire(
    scope: string,
    now: ClientInstant,
    leaseMs: number,
    context: RateLimitStoreContext,
  ): Promise<RateLimitTurn> {
    const state = this.#state(scope);
    const turn = await this.#local.acquire(scope, now, leaseMs, context);
    if (turn.lease === undefined) return turn;
    const refuse = (waitMs: number | undefined): RateLimitTurn => {
      void this.#local.release(scope, turn.lease as string, undefined, now, context);
      return { lease: undefined, waitMs, record: turn.record };
    };
    if (state.inFlight.size > 0) return refuse(undefined);
    // A member that had no answer of its own yet knows the window from the fleet's record.
    const limit = turn.record.limit || state.limit;
    // Rate-limit headers count whole seconds: no window is taken to be shorter.
    const windowMs = Math.max(1000, state.windowMs ?? state.longestToReset);
    // Alone as Redis last counted, a member's own record is the fleet's: the in-memory rules keep it.
    if (state.fleetSize !== undefined && state.fleetSize > 1 && limit > 0) {
      if (state.credit === undefined) state.pacedAs = state.fleetSize;
      const perWindow = (headroom * limit) / state.pacedAs;
      const perMs = perWindow / windowMs;
      if (state.credit === undefined) {
        // What is left of the current window is unknown: the first turn comes in the next one.
        state.credit = this.#random();
        state.creditFrom = Math.max(now, turn.record.resetAt, state.lastResetAt);
      }
      state.credit = Math.min(
        Math.max(1, perWindow),
        state.credit + Math.max(0, now - state.creditFrom) * perMs,
      );
      state.creditFrom = Math.max(now, state.creditFrom);
      if (state.credit < 1)
        return refuse(Math.max(0, state.creditFrom - now) + Math.ceil((1 - state.credit) / perMs));
      // Debited by 1 on average, give or take a quarter: members' phases drift apart, and a member
      // whose turns fell early in windows (where its pace cannot be judged) gets later ones.
      state.credit -= 0.75 + this.#random() / 2;
    }
    state.inFlight.add(turn.lease);
    return turn;
  }

  /**
   * On its own, a member slows down after a 429 (it paces as if the fleet were twice as large),
   * and speeds up when an answer shows the window on its way to less than half of what a fleet
   * pacing at `headroom` uses (what is used so far, over how far the window has run): members that
   * finished leave their part to the rest.
   */
  #adjustPace(state: ScopeState, { window, block }: RateLimitAnswer, now: number): void {
    if (block) {
      // Never slower than half its fair part: a member alone at the end still finishes.
      state.pacedAs = Math.min(state.pacedAs * 2, 2 * (state.fleetSize ?? state.pacedAs));
      return;
    }
    if (!window || state.windowMs === undefined || window.limit <= 0) return;
    const elapsed = 1 - (window.resetAt - now) / state.windowMs;
    // Early in a window, what is left says little of the pace.
    if (elapsed < 0.25 || elapsed > 1) return;
    const projected = (window.limit - window.remaining) / elapsed;
    if (projected < (headroom * window.limit) / 2) state.pacedAs = Math.max(1, state.pacedAs * 0.75);
  }

  #state(scope: string): ScopeState {
    const found = this.#scopes.get(scope);
    if (found) return found;
    const state: ScopeState = {
      fleetSize: undefined,
      pacedAs: 1,
      windowMs: undefined,
      longestToReset: 0,
      lastResetAt: 0,
      limit: 0,
      credit: undefined,
      creditFrom: 0,
      inFlight: new Set(),
    };
    this.#scopes.set(scope, state);
    return state;
  }
}
