import { describe, expect, it } from 'vitest';
import { scopeKeys } from './scope-keys';

describe('scopeKeys', () => {
  it('names every key of a scope by one hash tag, without the scope itself', () => {
    const scope = 'https://api.example/v1 live-key-0123456789';
    const keys = scopeKeys('app:', scope);
    const tags = keys.map((key) => /^app:\{([\w-]{32})\}:(record|leases|members|grants)$/.exec(key)?.[1]);
    expect(tags).toHaveLength(4);
    expect(tags[0]).toBeDefined();
    expect(new Set(tags).size).toBe(1);
    for (const key of keys) expect(key).not.toContain('live-key');
  });

  it('gives another API key or service other keys', () => {
    const [a] = scopeKeys('p:', 'https://a.example k1');
    expect(scopeKeys('p:', 'https://a.example k2')[0]).not.toBe(a);
    expect(scopeKeys('p:', 'https://b.example k1')[0]).not.toBe(a);
  });
});
