import fc from 'fast-check';

// Everything here produces JSON *text*, not values: text can say what JSON.stringify never
// writes (duplicate keys, `1e400`, `-0`, integers past 2^53, own `__proto__` keys).

/** Number literals that break naive integer handling. */
export const hostileNumberText = fc.oneof(
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '1.5',
    '1.0',
    '0.1e1',
    '1e3',
    '1e400',
    '-1e400',
    '1e-400',
    '9007199254740991',
    '9007199254740992',
    '9007199254740993',
    '-9007199254740993',
    '123456789012345678901234567890',
    '2147483648',
    '4294967296',
    '1.7976931348623157e308',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
);

// Mostly just over the field limits; now and then long enough to pass the 1 MiB body limit once
// escaped (`\u0000` takes six bytes).
const longString = fc
  .tuple(
    fc.constantFrom('x', 'é', '🐶', '\u0000', ' '),
    fc.oneof(
      { arbitrary: fc.integer({ min: 101, max: 3000 }), weight: 9 },
      { arbitrary: fc.integer({ min: 3000, max: 300_000 }), weight: 1 },
    ),
  )
  .map(([unit, count]) => unit.repeat(count));

/** Strings that are too long, empty, control characters, lookalike numbers and booleans, or prototype names. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '1',
    '-1',
    '0',
    'true',
    'null',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    "'; DROP TABLE pets; --",
    '../../etc/passwd',
    '\u202e',
    '\ud800',
  ),
  longString,
);

/** Object keys that attack prototypes or look like real fields. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
    '__defineGetter__',
    'isPrototypeOf',
    '',
  ),
  fc.string({ maxLength: 12 }),
);

/** Writes an object from entries; duplicate keys stay duplicated. */
export function objectText(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** A value nested `depth` levels deep in arrays or objects. */
export const deepNestingText = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

const scalarText = fc.oneof(
  fc.constantFrom('null', 'true', 'false'),
  hostileNumberText,
  hostileString.map((value) => JSON.stringify(value)),
);

/** Any JSON text: scalars, arrays and objects with hostile keys, mixed at random. */
export const hostileJsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalarText,
    fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 }).map(objectText),
  ),
})).value;

/** Text that is not JSON at all, or JSON cut short. */
export const malformedJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '[',
    '{"',
    '{"a":}',
    "{'a':1}",
    '{a:1}',
    'undefined',
    'NaN',
    '{"a":1,}',
    '[1,]',
    '\ufeff{}',
  ),
  hostileJsonText.filter((text) => text.length > 1).map((text) => text.slice(0, -1)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 50 }),
);
