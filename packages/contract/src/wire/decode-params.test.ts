import { describe, expect, it } from 'vitest';
import { OrderListParams, PetListParams, PetPathParams } from '../schemas/params';
import { decodeParams } from './decode-params';

const query = (text: string) => new URLSearchParams(text).entries();

describe('decodeParams', () => {
  it('converts integers and booleans, and gathers repeated list parameters', () => {
    expect(decodeParams(PetListParams, query('status=sold&status=pending&categoryId=3&limit=5'))).toEqual({
      status: ['sold', 'pending'],
      categoryId: 3,
      limit: 5,
    });
    expect(decodeParams(OrderListParams, query('complete=false&petId=9'))).toEqual({
      complete: false,
      petId: 9,
    });
  });

  it('gathers a name repeated many times into one list, in order', () => {
    const values = Array.from(
      { length: 40_000 },
      (_, index) => ['status', String(index)] as [string, string],
    );
    const decoded = decodeParams(PetListParams, values);
    expect(Object.keys(decoded)).toEqual(['status']);
    expect(decoded.status).toEqual(values.map(([, value]) => value));
  });

  it('keeps a single value of a list parameter as a list of one', () => {
    expect(decodeParams(PetListParams, query('status=sold'))).toEqual({ status: ['sold'] });
  });

  it('leaves what is not a valid value as text for the schema to reject', () => {
    const decoded = decodeParams(PetListParams, query('limit=ten&categoryId=1.5&extra=1'));
    expect(decoded).toEqual({ limit: 'ten', categoryId: '1.5', extra: '1' });
    expect(PetListParams.safeParse(decoded).success).toBe(false);
  });

  it('passes a repeated single-valued parameter as a list, which the schema rejects', () => {
    const decoded = decodeParams(PetListParams, query('limit=1&limit=2'));
    expect(decoded).toEqual({ limit: [1, 2] });
    expect(PetListParams.safeParse(decoded).success).toBe(false);
  });

  it('decodes path parameters, rejecting unsafe integers through the schema', () => {
    expect(PetPathParams.parse(decodeParams(PetPathParams, [['petId', '42']]))).toEqual({ petId: 42 });
    expect(
      PetPathParams.safeParse(decodeParams(PetPathParams, [['petId', '9007199254740993']])).success,
    ).toBe(false);
    expect(PetPathParams.safeParse(decodeParams(PetPathParams, [['petId', '0']])).success).toBe(false);
  });

  it('does not treat inherited object keys as known parameters', () => {
    const decoded = decodeParams(PetListParams, query('__proto__=1&constructor=2'));
    expect(PetListParams.safeParse(decoded).success).toBe(false);
  });

  it('keeps a `__proto__` parameter as an own key, so strict schemas refuse it', () => {
    for (const text of ['__proto__=0', '__proto__=1&__proto__=2']) {
      const decoded = decodeParams(PetListParams, query(text));
      expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
      expect(Object.keys(decoded)).toEqual(['__proto__']);
      expect(PetListParams.safeParse(decoded).success).toBe(false);
    }
  });
});
