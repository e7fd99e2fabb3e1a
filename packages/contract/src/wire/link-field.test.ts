import { describe, expect, it } from 'vitest';
import { parseLinkField } from './link-field';

describe('parseLinkField (RFC 8288)', () => {
  it('reads each link with its relation types and parameters', () => {
    const links = parseLinkField(
      '<https://x.example/pets?offset=2>; rel="next", </pets?offset=0> ;REL = prev ; title="a \\"b\\", c",<https://x.example/d>; rel="deprecation sunset"',
    );
    expect(links?.map(({ target, rels }) => [target, rels])).toEqual([
      ['https://x.example/pets?offset=2', ['next']],
      ['/pets?offset=0', ['prev']],
      ['https://x.example/d', ['deprecation', 'sunset']],
    ]);
    expect(links?.[1]?.params.get('title')).toBe('a "b", c');
  });

  it('reads an empty field as no links, and a malformed one as undefined', () => {
    expect(parseLinkField('')).toEqual([]);
    expect(parseLinkField('https://x.example; rel=next')).toBeUndefined();
    expect(parseLinkField('<https://x.example>; rel="next')).toBeUndefined();
    expect(parseLinkField('<a>; rel=next <b>')).toBeUndefined();
  });
});
