import { describe, expect, it } from 'vitest';
import { redact } from '../src/internal';

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

  it('masks every occurrence and leaves the rest as it was', () => {
    expect(redact(`a ${key} b ${key} c`, key)).toBe('a [redacted] b [redacted] c');
    expect(redact('nothing here', key)).toBe('nothing here');
  });

  it('masks nothing for an empty key, and a second key after the first', () => {
    expect(redact('text', '')).toBe('text');
    expect(redact(`${key} other-key`, 'other-key')).toBe(`${key} [redacted]`);
    expect(redact(`${key} other-key`, key)).toBe('[redacted] other-key');
  });
});
