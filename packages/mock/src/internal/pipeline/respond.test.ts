import { describe, expect, it } from 'vitest';
import { pageLinks } from './respond';

const url = new URL('http://h.test/api/pets?status=sold&limit=10&offset=10');

describe('pageLinks', () => {
  it('links next and prev, keeping the other parameters', () => {
    expect(pageLinks(url, 10, 10, 35)).toBe(
      '<http://h.test/api/pets?status=sold&limit=10&offset=20>; rel="next", <http://h.test/api/pets?status=sold&limit=10&offset=0>; rel="prev"',
    );
  });

  it('leaves out what does not exist', () => {
    expect(pageLinks(url, 0, 10, 10)).toBeUndefined();
    expect(pageLinks(url, 0, 10, 0)).toBeUndefined();
    expect(pageLinks(url, 0, 10, 11)).toContain('rel="next"');
    expect(pageLinks(url, 3, 10, 5)).toBe(
      '<http://h.test/api/pets?status=sold&limit=10&offset=0>; rel="prev"',
    );
  });
});
