import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date';

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
