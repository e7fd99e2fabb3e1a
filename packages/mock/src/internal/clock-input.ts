import * as z from 'zod/mini';
import { PetStoreMockError } from '../mock-error';
import { checkedOrThrow } from './checked';

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
