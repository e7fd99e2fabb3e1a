// Home of the rule that learns the service's clock from `Date` (service-clock.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClientInstant,
  type ClockSample,
  learnServiceClock,
  type ServiceClock,
  serviceOffsetMs,
} from './service-clock';

const client = Date.parse('2026-03-01T12:00:00.000Z');

/** An answer stamped by a service `aheadMs` ahead, sent at `sentAt` and arriving `transitMs` later. */
function sample(aheadMs: number, sentAt: number, transitMs: number, stampAt = sentAt + transitMs / 2) {
  return {
    date: new Date(stampAt + aheadMs).toUTCString(),
    age: null,
    sentAt: sentAt as ClientInstant,
    arrivedAt: (sentAt + transitMs) as ClientInstant,
  } satisfies ClockSample;
}

function learnAll(samples: readonly ClockSample[], clock?: ServiceClock): ServiceClock | undefined {
  return samples.reduce<ServiceClock | undefined>(learnServiceClock, clock);
}

describe('learnServiceClock', () => {
  it('learns nothing from a missing, malformed, absurd or cached Date: the offset stays 0', () => {
    const base = sample(120_000, client, 50);
    for (const date of [
      null,
      '',
      'yesterday',
      '1772366400',
      '2026-03-01T12:02:00Z',
      'Thu, 01 Jan 1970 00:00:00 GMT',
    ])
      expect(learnServiceClock(undefined, { ...base, date })).toBeUndefined();
    for (const age of ['3', 'x']) expect(learnServiceClock(undefined, { ...base, age })).toBeUndefined();
    expect(learnServiceClock(undefined, { ...base, age: '0' })).toBeDefined();
    expect(serviceOffsetMs(undefined)).toBe(0);
  });

  it('reads the service as early as its Date allows, and narrows as answers land at other fractions of a second', () => {
    const aheadMs = 3_600_000 + 400;
    const first = learnServiceClock(undefined, sample(aheadMs, client, 100));
    expect(serviceOffsetMs(first)).toBeLessThanOrEqual(aheadMs);
    expect(serviceOffsetMs(first)).toBeGreaterThan(aheadMs - 1100);
    const many = learnAll(
      Array.from({ length: 20 }, (_, i) => sample(aheadMs, client + 1000 + i * 337, 60)),
      first,
    );
    expect(serviceOffsetMs(many)).toBeLessThanOrEqual(aheadMs);
    expect(serviceOffsetMs(many)).toBeGreaterThan(aheadMs - 150);
  });

  it('takes a step that puts the service earlier at once, and one that puts it later once confirmed', () => {
    const known = learnAll(Array.from({ length: 5 }, (_, i) => sample(60_000, client + i * 250, 20)));
    // The client's clock stepped 30 s ahead: the service now reads 30 s earlier than thought.
    const earlier = learnServiceClock(known, sample(30_000, client + 5_000, 20));
    expect(serviceOffsetMs(earlier)).toBeLessThanOrEqual(30_000);
    // The client's clock stepped 30 s back: one answer is not believed, two are.
    const stray = learnServiceClock(known, sample(90_000, client + 5_000, 20));
    expect(serviceOffsetMs(stray)).toBeLessThanOrEqual(60_000);
    const confirmed = learnServiceClock(stray, sample(90_000, client + 5_500, 20));
    expect(serviceOffsetMs(confirmed)).toBeGreaterThan(89_000);
    expect(serviceOffsetMs(confirmed)).toBeLessThanOrEqual(90_000);
  });

  it('widens what it knows as time passes, so that a drifting clock never reads the service late', () => {
    const known = learnAll(Array.from({ length: 10 }, (_, i) => sample(5_000, client + i * 123, 10)));
    const hourLater = client + 3_600_000;
    // The service's clock drifted 1 s back in that hour: the next answer still agrees.
    const next = learnServiceClock(known, sample(4_000, hourLater, 10));
    expect(next?.later).toBeUndefined();
    expect(serviceOffsetMs(next)).toBeLessThanOrEqual(4_000);
  });

  it('never reads the service later than it is, nor more than a second and the transit earlier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -7_200_000, max: 7_200_000 }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 3_000 }), up: fc.nat(150), down: fc.nat(150) }), {
          minLength: 1,
          maxLength: 30,
        }),
        (aheadMs, exchanges) => {
          let sentAt = client;
          let clock: ServiceClock | undefined;
          let transit = Number.POSITIVE_INFINITY;
          for (const { gap, up, down } of exchanges) {
            sentAt += gap;
            const next = sample(aheadMs, sentAt, up + down, sentAt + up);
            clock = learnServiceClock(clock, next);
            transit = Math.min(transit, up + down);
          }
          const offset = serviceOffsetMs(clock);
          // Less a little for the drift allowed between the answers (500 ppm).
          return offset <= aheadMs && offset > aheadMs - 1000 - transit - 50;
        },
      ),
      { numRuns: 200 },
    );
  });
});
