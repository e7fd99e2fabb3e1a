import { describe, expect, it } from 'vitest';
import { Journal, journalCapacity, redactKey } from './journal';

const entry = (n: number) => ({
  requestId: String(n),
  method: 'GET',
  path: '/',
  search: '',
  operationId: undefined,
  status: 200 + (n % 300),
  time: n,
  key: undefined,
  sent: undefined,
  traceparent: undefined,
});

describe('Journal', () => {
  it('keeps the most recent entries in order', () => {
    const journal = new Journal();
    for (let n = 0; n < journalCapacity + 5; n += 1) journal.record(entry(n));
    const { entries } = journal;
    expect(entries).toHaveLength(journalCapacity);
    expect(entries[0]?.time).toBe(5);
    expect(entries.at(-1)?.time).toBe(journalCapacity + 4);
    // Every entry kept whole across the columns' growth and the ring's wrap.
    const kept = Array.from({ length: journalCapacity }, (_, i) => i + 5);
    expect(entries.map((one) => [one.time, one.status])).toEqual(kept.map((n) => [n, 200 + (n % 300)]));
  });

  it('never shows a whole key', () => {
    expect(redactKey('demo-enterprise')).toBe('demo…');
    expect(redactKey('abc')).toBe('a…');
    expect(redactKey('x')).toBe('…');
  });
});
