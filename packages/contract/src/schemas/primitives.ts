import * as z from 'zod/mini';
import { described } from './meta';

/** A server-assigned identifier: a positive integer within the JavaScript safe-integer range. */
export function resourceId(description: string) {
  return described(z.int().check(z.positive()), { description, format: 'int64', example: 1 });
}

/** A stock or order count. */
export function quantity(description: string, minimum: number) {
  return described(z.int().check(z.minimum(minimum)), { description, format: 'int32', example: 1 });
}

/** A bounded, non-empty string (the spec leaves sizes open; these bounds are ours, see the docs). */
export function text(description: string, maxLength: number, example: string) {
  return described(z.string().check(z.minLength(1), z.maxLength(maxLength)), { description, example });
}

/** An ISO 8601 date-time with a UTC `Z` or numeric offset. */
export function dateTime(description: string) {
  return described(z.iso.datetime({ offset: true }), { description, example: '2026-12-01T10:00:00Z' });
}

/** Field-size limits of the service (the spec leaves them open; DESIGN asks us to choose). */
export const fieldLimits = {
  /** Longest pet or category name, in characters. */
  nameMaxLength: 100,
  /** Longest category description, in characters. */
  descriptionMaxLength: 1000,
  /** Longest `Idempotency-Key` value, in characters. */
  idempotencyKeyMaxLength: 255,
} as const;
