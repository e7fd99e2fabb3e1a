import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('gives distinct UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, randomId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });

  it('builds a UUID v4 from random bytes where randomUUID is missing (insecure browser pages)', () => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomId()).toMatch(uuidV4);
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
    }
  });
});
