import { describe, expect, it } from 'vitest';
import { parseDate, parseRetryAfter } from './time-fields';

describe('parseDate', () => {
  it('reads an HTTP-date, ISO 8601 and @unix-seconds', () => {
    const moment = new Date('2027-06-30T00:00:00Z');
    expect(parseDate('Wed, 30 Jun 2027 00:00:00 GMT')).toEqual(moment);
    expect(parseDate('2027-06-30T00:00:00Z')).toEqual(moment);
    expect(parseDate(`@${moment.getTime() / 1000}`)).toEqual(moment);
  });

  it('gives undefined, not an Invalid Date, for what it cannot read or a Date cannot hold', () => {
    for (const value of [undefined, null, '', 'soon', '@99999999999999999', '@-99999999999999999'])
      expect(parseDate(value)).toBeUndefined();
  });
});

const now = Date.parse('2026-03-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date as the time left until it', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
  });

  it('reads each form of an HTTP-date as GMT, asctime too, and nothing else that Date.parse would take', () => {
    for (const value of [
      'Sun, 01 Mar 2026 12:00:30 GMT',
      'Sunday, 01-Mar-26 12:00:30 GMT',
      'Sun Mar  1 12:00:30 2026',
    ])
      expect(parseRetryAfter(value, now), value).toBe(30_000);
    for (const value of [
      'Sun, 01 Mar 2026 12:00:30',
      'Sun, 01 Mar 2026 12:00:30.500 GMT',
      'Mon 1 2',
      '2026-03-01T12:00:30Z',
    ])
      expect(parseRetryAfter(value, now), value).toBeUndefined();
  });

  it('treats a date in the past as no wait', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ends an absurd wait at the latest moment a Date holds', () => {
    for (const value of ['99999999999999999999', '9'.repeat(400)]) {
      const wait = parseRetryAfter(value, now) as number;
      expect(wait).toBeGreaterThan(1e14);
      expect(new Date(now + wait).toISOString()).toBe('+275760-09-13T00:00:00.000Z');
    }
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
  });
});
