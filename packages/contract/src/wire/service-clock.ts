import { clampTime, parseHttpDate } from './time-fields';

// The service's clock as a client learns it from the `Date` of its answers
// (docs/design/0025-the-service-clock.md): the one rule client and service tests share. Each clock
// a moment can be read on is a type of its own, so that the compiler refuses to take a moment of
// one clock for a moment of another (packages/sdk/test/time-frames.test-d.ts).

/**
 * A moment of the client's clock: this process's `Date.now()` with each step back of it added, so
 * that it never steps back (docs/design/0025-the-service-clock.md). Every moment a rate-limit store
 * is given or answers is one. Only the SDK's clock makes one; `0` stands for none.
 * @unit Unix milliseconds
 * @public
 */
export type ClientInstant = number & {
  /** Which clock: the client's. Only the type holds it; the value is a plain number. */
  readonly __clock: 'client';
};

/**
 * A moment of the service's clock: its `Date`, its `X-RateLimit-Reset`. Read onto the client's
 * clock by what the answers' `Date` showed, never compared with a {@link ClientInstant} as it is.
 * @unit Unix milliseconds
 * @public
 */
export type ServiceTime = number & {
  /** Which clock: the service's. Only the type holds it; the value is a plain number. */
  readonly __clock: 'service';
};

/**
 * A moment of a shared store's own clock (the Redis store's is Redis's `TIME`), so that members
 * whose clocks differ keep one record. The store moves each {@link ClientInstant} onto it and back.
 * @unit Unix milliseconds
 * @public
 */
export type StoreTime = number & {
  /** Which clock: a store's own. Only the type holds it; the value is a plain number. */
  readonly __clock: 'store';
};

/**
 * `ms` milliseconds after `moment`, on the same clock, within the range of a `Date`.
 * @param moment - A moment of any one clock.
 * @param ms - How long after it (before, when negative). @unit milliseconds
 */
export function later<Moment extends number>(moment: Moment, ms: number): Moment {
  return clampTime(moment + ms) as Moment;
}

/**
 * What a client knows of the service's clock: the offset (service time minus client time) lies
 * between `low` and `high`. The client reads the service's dates by `low`, the earliest the
 * service's clock can read, so a wait for a moment of the service's never ends before it.
 */
export interface ServiceClock {
  /** The offset is at least this. @unit milliseconds */
  readonly low: number;
  /** The offset is at most this. @unit milliseconds */
  readonly high: number;
  /** When `low` and `high` were last narrowed. */
  readonly at: ClientInstant;
  /**
   * A sample that disagreed with the bounds by putting the service's clock later: taken only when
   * the next sample agrees with it (one stray `Date` never shortens a wait).
   */
  readonly later?: ServiceClock | undefined;
}

/** One answer's evidence: its `Date` and `Age` as sent, and when it was sent and arrived. */
export interface ClockSample {
  /** The `Date` field value, or `null` when absent. */
  readonly date: string | null;
  /** The `Age` field value, or `null` when absent. */
  readonly age: string | null;
  /** When the request was sent (or earlier). */
  readonly sentAt: ClientInstant;
  /** When the answer arrived. */
  readonly arrivedAt: ClientInstant;
}

/** `Date` counts whole seconds (RFC 9110, section 5.6.7). @unit milliseconds */
const resolutionMs = 1000;
/**
 * How fast two clocks may drift apart: 500 ppm, the most NTP slews a clock by. The bounds widen
 * at this rate from the answer that set them, so a drifting or slewed clock never lets an old
 * sample put the service's clock later than it is.
 */
const driftPerMs = 5e-4;
/**
 * A `Date` further than this from the client's clock is absurd (a host reset to 1970, a typo'd
 * year) and ignored; a client's clock off by days (a dead battery, a suspended VM) is still read.
 * @unit milliseconds
 */
const absurdOffsetMs = 366 * 24 * 60 * 60 * 1000;

/** The bounds one sample gives, or `undefined` when it gives none. */
function boundsOf({ date, age, sentAt, arrivedAt }: ClockSample): ServiceClock | undefined {
  // A cache's or proxy's answer (`Age` other than 0) is the origin's of some time ago.
  if (date === null || (age !== null && age.trim() !== '0')) return undefined;
  const serviceMs = parseHttpDate(date.trim()) as ServiceTime;
  if (!Number.isFinite(serviceMs) || !(sentAt <= arrivedAt)) return undefined;
  // The service stamped `Date` between the request's sending and the answer's arrival, anywhere
  // in the second it names.
  const low = serviceMs - arrivedAt;
  if (Math.abs(low) > absurdOffsetMs) return undefined;
  return { low, high: serviceMs + resolutionMs - sentAt, at: arrivedAt };
}

/** `clock` as of `now`: its bounds widened by the drift since it was set. */
function aged(clock: ServiceClock, now: ClientInstant): ServiceClock {
  const drift = Math.max(0, now - clock.at) * driftPerMs;
  return { low: clock.low - drift, high: clock.high + drift, at: now, later: clock.later };
}

/**
 * What the client knows of the service's clock after one more answer. Each answer's `Date` bounds
 * the offset (the service stamped it between sending and arrival, somewhere in its second); the
 * bounds of answers that agree are intersected, so the estimate narrows as answers arrive at
 * different fractions of a second. An answer that disagrees means a clock stepped (NTP, the user,
 * a suspend): when it puts the service's clock earlier, it is taken at once (waits only
 * lengthen); later, only once a second answer agrees with it. A missing, malformed or absurd
 * `Date`, or a cache's (`Age` over 0), changes nothing.
 *
 * @param clock - What was known before; `undefined` before the first usable `Date`.
 * @param sample - The answer's `Date` and `Age`, and when it was sent and arrived.
 * @returns What is known now; `undefined` while no answer had a usable `Date`.
 */
export function learnServiceClock(
  clock: ServiceClock | undefined,
  sample: ClockSample,
): ServiceClock | undefined {
  const seen = boundsOf(sample);
  if (!seen) return clock;
  if (!clock) return seen;
  const known = aged(clock, seen.at);
  const { at } = seen;
  if (seen.high < known.low) return seen;
  if (seen.low > known.high) {
    const candidate = known.later && aged(known.later, at);
    const confirmed = candidate && seen.low <= candidate.high && seen.high >= candidate.low;
    if (!confirmed) return { ...known, later: seen };
    return { low: Math.max(candidate.low, seen.low), high: Math.min(candidate.high, seen.high), at };
  }
  return { low: Math.max(known.low, seen.low), high: Math.min(known.high, seen.high), at };
}

/**
 * Milliseconds to add to the client's clock to read the service's, erring early: `0` while no
 * `Date` was usable, so that the service's dates are read on the client's clock as before.
 *
 * @param clock - What {@link learnServiceClock} returned.
 */
export function serviceOffsetMs(clock: ServiceClock | undefined): number {
  return clock ? Math.floor(clock.low) : 0;
}

/**
 * A moment of the service's clock read on the client's, erring late (see {@link serviceOffsetMs}):
 * a wait for it never ends before the service's clock reaches it.
 *
 * @param clock - What {@link learnServiceClock} returned.
 * @param at - The service's moment.
 */
export function onClientClock(clock: ServiceClock | undefined, at: ServiceTime): ClientInstant {
  return clampTime(at - serviceOffsetMs(clock)) as ClientInstant;
}
