import type * as z from 'zod/mini';

/** `true` when `A` and `B` are the same type, not merely assignable to each other. */
export type Same<A, B> = (<V>() => V extends A ? 1 : 2) extends <V>() => V extends B ? 1 : 2 ? true : false;

/** `true` when `Type` is exactly what `Schema` takes and what it gives. */
export type MatchesSchema<Type, Schema extends z.core.$ZodType> = [
  Same<Type, z.input<Schema>>,
  Same<Type, z.output<Schema>>,
] extends [true, true]
  ? true
  : false;

/**
 * Compiles only when `Check` is `true`. Each named type that `pnpm generate` writes beside its
 * schema is held to it this way, so that the type a user reads and the schema that checks the
 * wire cannot drift (docs/design/0019-one-surface-from-the-contract.md).
 */
export type Proof<Check extends true> = Check;
