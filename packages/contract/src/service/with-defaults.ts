// {@link fieldDefaults} is named by the comments below.
import type { fieldDefaults } from './field-defaults';

/** A value whose fields named by `Defaults` are always present. */
export type WithDefaults<Value, Defaults> = Omit<Value, keyof Defaults> & {
  [Field in keyof Defaults & keyof Value]-?: Exclude<Value[Field], undefined>;
};

/**
 * A parsed request with the value the service assumes in each field it left out: the defaults of
 * its schema in {@link fieldDefaults} (the `@default` of each field's comment, which the OpenAPI
 * document shows as its `default`). The mock applies them with this, so that a default is written
 * once, on its field.
 * @param value - the request as its schema parsed it.
 * @param defaults - the schema's entry of {@link fieldDefaults}.
 * @returns a copy of `value`, each field of `defaults` it lacks (or holds `undefined` in) filled in.
 * @example
 * ```ts
 * withDefaults({ petId: 1, quantity: 2 }, fieldDefaults.OrderCreate);
 * // { petId: 1, quantity: 2, complete: false }
 * ```
 */
export function withDefaults<Value extends object, Defaults extends object>(
  value: Value,
  defaults: Defaults,
): WithDefaults<Value, Defaults> {
  const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [field, fallback] of Object.entries(defaults)) {
    if (result[field] === undefined) result[field] = fallback;
  }
  return result as WithDefaults<Value, Defaults>;
}
