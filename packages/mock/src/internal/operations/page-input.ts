import { pagination } from '@petstore/contract';

/** `limit` and `offset` of a list query, with the defaults of the contract. */
export function pageInput(query: { limit?: number; offset?: number } | undefined): {
  limit: number;
  offset: number;
} {
  return { limit: query?.limit ?? pagination.defaultLimit, offset: query?.offset ?? 0 };
}

/** A predicate that keeps records whose field is one of the given values, or everything. */
export function oneOf<T>(values: readonly T[] | T | undefined): ((value: T) => boolean) | undefined {
  if (values === undefined) return undefined;
  const allowed = new Set(Array.isArray(values) ? values : [values]);
  return (value) => allowed.has(value);
}
