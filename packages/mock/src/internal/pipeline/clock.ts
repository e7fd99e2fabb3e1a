import * as z from 'zod/mini';
import { PetStoreMockError } from '../../api/mock-error';
import { checkedOrThrow } from '../config/checked';

/** A time to set the clock to: an ISO 8601 date-time with an offset (`Z` or `+02:00`). */
export const ClockTime = z.iso.datetime({ offset: true });

/** How far to move the clock on: whole or fractional seconds, not backwards. */
export const ClockSeconds = z.number().check(z.minimum(0));

/** How far from the epoch a `Date` reaches, either way (ECMAScript's time values). @unit milliseconds */
const maxTimeValue = 8.64e15;

/**
 * Milliseconds since the epoch of what `clock.set` was given; refuses what is not a valid time,
 * or one a `Date` cannot hold (the clock's headers and journal are written from it).
 */
export function timeOf(time: Date | string | number): number {
  const ms = typeof time === 'string' ? parsedTime(time) : Number(time);
  if (!Number.isFinite(ms) || Math.abs(ms) > maxTimeValue)
    throw new PetStoreMockError(`Invalid clock time: ${String(time)} is not a time a Date can hold`);
  return ms;
}

function parsedTime(text: string): number {
  checkedOrThrow(ClockTime, text, 'Invalid clock time');
  return Date.parse(text);
}

/** The seconds `clock.advance` was given, checked. */
export function secondsOf(seconds: number): number {
  return checkedOrThrow(ClockSeconds, seconds, 'Invalid clock advance');
}

/**
 * The mock's clock: the `now` option moved by an offset. Setting or advancing it keeps the base
 * clock's pace, so a mock set to 12:00 reads 12:01 a real minute later, and fake timers still
 * drive it; resetting it goes back to the base clock. Every part of the mock reads this clock.
 */
export class OffsetClock {
  readonly #base: (() => number) | undefined;
  #offset = 0;

  /** @param base the `now` option; without one, `Date.now()` read at each call, so fake timers move it. */
  constructor(base: (() => number) | undefined) {
    this.#base = base;
  }

  /** The time by this clock, in milliseconds since the epoch. */
  readonly now = (): number => (this.#base ? this.#base() : Date.now()) + this.#offset;

  /** @throws {PetStoreMockError} when `time` is not a valid time. */
  set(time: Date | string | number): void {
    this.#offset = timeOf(time) - (this.#base ? this.#base() : Date.now());
  }

  /** @throws {PetStoreMockError} when `seconds` is negative or not a number, or lands past what a `Date` holds. */
  advance(seconds: number): void {
    // Set, not added: the time it lands on is checked like any other.
    this.set(this.now() + secondsOf(seconds) * 1000);
  }

  reset(): void {
    this.#offset = 0;
  }
}
