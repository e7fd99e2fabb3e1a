import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRateLimitFields, parseRateLimitFields } from '../src/wire/rate-limit-fields';
import { parseList } from '../src/wire/structured-field';

const minute = { name: 'minute', windowSeconds: 60, remaining: 4, resetSeconds: 30 };

describe('reading the standard rate-limit fields', () => {
  it('reads each policy field it is given, also after reading another one', () => {
    const free = formatRateLimitFields([{ ...minute, quota: 60 }]);
    const pro = formatRateLimitFields([{ ...minute, quota: 600 }]);
    const quotaOf = (fields: typeof free) =>
      parseRateLimitFields(fields.rateLimit, fields.policy).quotas?.[0];
    expect(quotaOf(free)).toEqual({ ...minute, quota: 60 });
    expect(quotaOf(free)).toEqual({ ...minute, quota: 60 });
    expect(quotaOf(pro)).toEqual({ ...minute, quota: 600 });
    expect(quotaOf(free)).toEqual({ ...minute, quota: 60 });
    expect(parseRateLimitFields(free.rateLimit, null).quotas?.[0]).toEqual({
      ...minute,
      quota: undefined,
      windowSeconds: undefined,
    });
  });

  it('ignores a malformed policy field as a whole, and reads the next one again', () => {
    const fields = formatRateLimitFields([{ ...minute, quota: 60 }]);
    expect(parseRateLimitFields(fields.rateLimit, '"minute";q=')).toEqual({
      quotas: [{ ...minute, quota: undefined, windowSeconds: undefined }],
      problem: 'RateLimit-Policy: not a Structured Field List',
    });
    expect(parseRateLimitFields(fields.rateLimit, fields.policy).quotas?.[0]?.quota).toBe(60);
  });
});

describe('the form the service writes and every other form', () => {
  // The members the full RFC 9651 reader finds: what parseRateLimitFields must give for any text.
  function membersOf(text: string) {
    const members = parseList(text);
    if (!members) return undefined;
    return members.flatMap((member) => {
      if ('inner' in member || member.item.type !== 'string') return [];
      const [remaining, resetSeconds] = ['r', 't'].map((key) => {
        const item = member.params.get(key);
        return item?.type === 'integer' && item.value >= 0 ? item.value : undefined;
      });
      return remaining === undefined || resetSeconds === undefined
        ? []
        : [{ name: member.item.value, remaining, resetSeconds }];
    });
  }

  const quota = fc.record({
    // Printable ASCII, quotes and backslashes included (they are escaped), and a few that a String
    // cannot carry (formatRateLimitFields would refuse them; they are written by hand below).
    name: fc.string({ unit: fc.constantFrom('a', 'z', ' ', '"', '\\', '-', '~', 'é', '\t'), maxLength: 6 }),
    remaining: fc.oneof(fc.nat(), fc.constantFrom(0, 999_999_999_999_999, 1_000_000_000_000_000)),
    resetSeconds: fc.nat({ max: 100_000 }),
  });
  const written = (q: { name: string; remaining: number; resetSeconds: number }) =>
    `"${q.name.replace(/["\\]/g, '\\$&')}";r=${q.remaining};t=${q.resetSeconds}`;
  const variants: readonly ((members: string[]) => string)[] = [
    (members) => members.join(', '),
    (members) => members.join(','),
    (members) => members.join(' ,\t'),
    (members) => ` ${members.join(', ')} `,
    (members) => `${members.join(', ')}, `,
    (members) => `${members.join(', ')},`,
    (members) => members.map((member) => `${member};x=1`).join(', '),
    (members) => members.map((member) => member.replace(';r=', ';r=-')).join(', '),
    (members) => members.map((member) => member.replace(/;r=(\d+);t=(\d+)/, ';t=$2;r=$1')).join(', '),
  ];

  it('gives the members the full reader finds, with a problem exactly when it skips some', () => {
    fc.assert(
      fc.property(
        fc.array(quota, { minLength: 1, maxLength: 3 }),
        fc.nat(variants.length - 1),
        (quotas, variant) => {
          const text = (variants[variant] as (members: string[]) => string)(quotas.map(written));
          const expected = membersOf(text);
          const { quotas: read, problem } = parseRateLimitFields(text, null);
          expect(
            read?.map(({ name, remaining, resetSeconds }) => ({ name, remaining, resetSeconds })),
          ).toEqual(expected?.length ? expected : undefined);
          const total = parseList(text)?.length;
          expect(problem).toBe(
            total === undefined
              ? 'RateLimit: not a Structured Field List'
              : (expected?.length ?? 0) < total
                ? 'RateLimit: skipped members without a String name, r or t'
                : undefined,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
