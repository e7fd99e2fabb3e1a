import { describe, expect, it } from 'vitest';
import { announcesOver } from './request-body';

describe('announcesOver', () => {
  it.each([
    ['11', true],
    [' 11 ', true],
    ['10', false],
    ['0', false],
    [null, false],
    [undefined, false],
    ['', false],
    ['11, 11', false],
    ['-20', false],
    ['1e3', false],
    ['0x20', false],
  ])('Content-Length %j over 10 bytes: %s', (value, expected) => {
    expect(announcesOver(value, 10)).toBe(expected);
  });
});
