import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redact, redactionMask } from '../src/internal';

// The one masking rule of every package (the SDK's errors and logs, the conformance run, the mock's
// journal and drift report, the MCP server's results). Where each package is held to it end to end:
// tests/README.md.
describe('redact', () => {
  const key = 'live/key+1"x';

  it.each([
    ['as written', `key=${key};`],
    ['JSON-escaped', `{"echo":${JSON.stringify(key)}}`],
    ['JSON-escaped with an escaped solidus', `{"echo":"live\\/key+1\\"x"}`],
    ['JSON-escaped as \\u00XX', '{"echo":"live\\u002Fkey\\u002b1\\u0022x"}'],
    ['percent-encoded', `<https://x.example/?key=${encodeURIComponent(key)}>`],
    ['percent-encoded in lower case', '?key=live%2fkey%2b1%22x'],
  ])('masks the key %s', (_, text) => {
    const masked = redact(text, key);
    expect(masked).toContain('[redacted]');
    expect(masked).not.toMatch(/live|key\+|key%2b|key\\u002b/i);
  });

  it('masks a key holding a percent escape, echoed JSON-escaped', () => {
    // The `%00` of the key stays as written while the rest is read as JSON's escapes.
    const percentKey = 'pk_!!!%00!!';
    const escaped = '\\u0070\\u006b\\u005f\\u0021\\u0021\\u0021%00\\u0021\\u0021';
    expect(redact(`{"message":"key ${escaped}"}`, percentKey)).toBe('{"message":"key [redacted]"}');
    expect(redact('key \\u0025\\u0030\\u0030', '%00')).toBe('key [redacted]');
  });

  it('masks every occurrence and leaves the rest as it was', () => {
    expect(redact(`a ${key} b ${key} c`, key)).toBe('a [redacted] b [redacted] c');
    expect(redact('nothing here', key)).toBe('nothing here');
  });

  // The SDK shows a hook the key's header as redactionMask without searching the key for itself.
  it('makes redactionMask of any key alone', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'binary-ascii' }), (secret) => {
        expect(redact(secret, secret)).toBe(redactionMask);
      }),
    );
  });

  it('masks nothing for an empty key, and a second key after the first', () => {
    expect(redact('text', '')).toBe('text');
    expect(redact(`${key} other-key`, 'other-key')).toBe(`${key} [redacted]`);
    expect(redact(`${key} other-key`, key)).toBe('[redacted] other-key');
  });
});

// A slow reference of the same rule, written differently: the text read into tokens by a pattern
// (each escape one token), then every start tried in turn.
function slowRedact(text: string, secret: string): string {
  if (!secret) return text;
  const fold = (char: string) => (/^[A-Z]$/.test(char) ? char.toLowerCase() : char);
  const wanted = Array.from({ length: secret.length }, (_, i) => fold(secret.charAt(i)));
  const search = (tokens: Array<{ char: string; start: number; end: number }>) => {
    const spans: Array<[number, number]> = [];
    for (let i = 0; i + wanted.length <= tokens.length; ) {
      if (wanted.every((char, j) => tokens[i + j]?.char === char)) {
        spans.push([tokens[i]?.start ?? 0, tokens[i + wanted.length - 1]?.end ?? 0]);
        i += wanted.length;
      } else i += 1;
    }
    return spans;
  };
  const asWritten = Array.from({ length: text.length }, (_, i) => ({
    char: fold(text.charAt(i)),
    start: i,
    end: i + 1,
  }));
  const read = (pattern: RegExp) =>
    [...text.matchAll(pattern)].map((match) => {
      const token = match[0];
      const char =
        token.length === 6
          ? String.fromCharCode(Number.parseInt(token.slice(2), 16))
          : token.length === 3
            ? String.fromCharCode(Number.parseInt(token.slice(1), 16))
            : token.charAt(token.length - 1);
      return { char: fold(char), start: match.index, end: match.index + token.length };
    });
  const readings = [
    asWritten,
    read(/\\u[0-9a-f]{4}|\\[\s\S]|[\s\S]/gi),
    read(/%[0-9a-f]{2}|[\s\S]/gi),
    read(/\\u[0-9a-f]{4}|%[0-9a-f]{2}|\\[\s\S]|[\s\S]/gi),
  ];
  const masked = new Array<boolean>(text.length + 1).fill(false);
  for (const [start, end] of readings.flatMap(search)) {
    for (let i = start; i < end; i += 1) masked[i] = true;
  }
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    if (!masked[i]) out += text.charAt(i);
    else if (i === 0 || !masked[i - 1]) out += '[redacted]';
  }
  return out;
}

describe('redact against a slow reference', () => {
  // Texts built from the secret's own pieces in every form, and the characters that start escapes.
  const forms = (char: string) => {
    const code = char.charCodeAt(0).toString(16).padStart(4, '0');
    return [
      char,
      char.toUpperCase(),
      `\\${char}`,
      `\\u${code}`,
      `\\u${code.toUpperCase()}`,
      `%${code.slice(2)}`,
    ];
  };
  const secretArbitrary = fc.oneof(
    fc.string({
      minLength: 1,
      maxLength: 8,
      unit: fc.constantFrom('a', 'B', '/', '"', '\\', '%', 'u', '0', '1', 'é', '😀'),
    }),
    fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme' }),
  );
  const textOf = (secret: string) =>
    fc
      .array(
        fc.oneof(
          fc.constantFrom(...Array.from(secret).flatMap(forms)),
          fc.constant(secret),
          fc.string({ maxLength: 4, unit: fc.constantFrom('\\', '%', 'u', '0', '2', 'f', 'x', ' ') }),
          fc.string({ maxLength: 3, unit: 'binary' }),
        ),
        { maxLength: 30 },
      )
      .map((pieces) => pieces.join(''));

  it('returns what the reference returns, and never throws', () => {
    fc.assert(
      fc.property(
        secretArbitrary.chain((secret) => fc.tuple(fc.constant(secret), textOf(secret))),
        ([secret, text]) => {
          expect(redact(text, secret)).toBe(slowRedact(text, secret));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('masks a key of any length in any form, and only the key', () => {
    for (const length of [1024, 3000, 16 * 1024]) {
      const key = `${'k'.repeat(length - 1)}Z`;
      const json = JSON.stringify({ echo: key, other: 'kept' });
      expect(redact(json, key)).toBe('{"echo":"[redacted]","other":"kept"}');
      expect(redact(encodeURIComponent(`/${key}`), key)).toBe('%2F[redacted]');
    }
  });
});
