import * as z from 'zod/mini';
import { _isoDateTime } from 'zod/v4/core';

// Each helper builds a fresh schema, so that the documentation of one field never lands on another.
// The `@format` and `@example` of a helper's comment are those of every field it builds, unless the
// field's comment gives its own (packages/contract/scripts/generate-schema-docs.ts).

/**
 * A server-assigned identifier: a positive integer within the JavaScript safe-integer range.
 * @format int64
 * @example 1
 */
/* @__NO_SIDE_EFFECTS__ */
export function resourceId() {
  return z.int().check(z.positive());
}

/**
 * A stock or order count: documented as `format: int32`, so bounded by the int32 maximum, which
 * also keeps every sum of counts the service makes an exact, safe integer.
 * @format int32
 * @example 1
 */
/* @__NO_SIDE_EFFECTS__ */
export function quantity(minimum: number) {
  return z.int().check(z.minimum(minimum), z.maximum(fieldLimits.countMax));
}

/** A bounded, non-empty string (the spec leaves sizes open; these bounds are ours, see the docs). */
/* @__NO_SIDE_EFFECTS__ */
export function text(maxLength: number) {
  return z.string().check(z.minLength(1), z.maxLength(maxLength));
}

/**
 * An ISO 8601 date-time with a UTC `Z` or numeric offset.
 * @example 2026-12-01T10:00:00Z
 */
/* @__NO_SIDE_EFFECTS__ */
export function dateTime() {
  // What `z.iso.datetime` does, without the `z.iso` namespace: reaching through it keeps every ISO
  // format (date, time, duration) in a browser bundle.
  return _isoDateTime(z.ZodMiniISODateTime, { offset: true });
}

/** Field-size limits of the service (the service description leaves them open; these are our choice, docs/design/0001-contract-is-the-one-source.md). */
export const fieldLimits = {
  /** Longest pet or category name, in characters. */
  nameMaxLength: 100,
  /** Longest category description, in characters. */
  descriptionMaxLength: 1000,
  /** Longest `Idempotency-Key` value, in characters. */
  idempotencyKeyMaxLength: 255,
  /**
   * Most parameters one query may carry, counting each repetition of a name: a list filter needs
   * a few, and a cap keeps reading the query cheap whatever a client sends.
   */
  queryParametersMax: 100,
  /** Largest stock or order count: the int32 maximum, as the counts' `format: int32` says. */
  countMax: 2_147_483_647,
} as const;
