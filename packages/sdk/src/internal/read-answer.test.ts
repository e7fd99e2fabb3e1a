import { describe, expect, it } from 'vitest';
import { parseLinkHeader } from './read-answer';

describe('parseLinkHeader', () => {
  it('maps each relation to its target', () => {
    const links = parseLinkHeader(
      '<http://127.0.0.1:4010/pets?limit=2&offset=2>; rel="next", </pets?limit=2&offset=0>; rel="prev"',
    );
    expect(links.get('next')).toBe('http://127.0.0.1:4010/pets?limit=2&offset=2');
    expect(links.get('prev')).toBe('/pets?limit=2&offset=0');
  });

  it('reads unquoted, multi-valued relations and other parameters', () => {
    const links = parseLinkHeader(
      '<https://docs.example/dep>; type="text/html"; rel=deprecation, <a>; rel="next last"',
    );
    expect(links.get('deprecation')).toBe('https://docs.example/dep');
    expect(links.get('last')).toBe('a');
  });

  it('is empty without a header', () => {
    expect(parseLinkHeader(null).size).toBe(0);
  });
});
