import { parseItem } from './structured-field';

/**
 * The key an `Idempotency-Key` field value names. The draft (draft-ietf-httpapi-idempotency-key-header-07)
 * makes it a Structured Field String, `"8e03978e-…"`; clients written before it (Stripe's among
 * them) send the key bare. Both name the same key: a value that opens with a quote is read as a
 * String, anything else as it stands.
 *
 * @param value - The field value.
 * @returns The key, or `undefined` when a quoted value is not a valid String.
 */
export function readIdempotencyKey(value: string): string | undefined {
  if (!value.startsWith('"')) return value;
  const parsed = parseItem(value);
  return parsed?.item.type === 'string' ? parsed.item.value : undefined;
}
