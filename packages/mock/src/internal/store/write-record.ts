import type * as z from 'zod/mini';

/**
 * Writes `changes` into `record`, the object its `@msw/data` collection holds, once the changed
 * record passes `schema`: the check the collection's `update` would make, without its scans of the
 * whole collection (docs/design/0011-msw-data-writes.md). The record stays the same object, so the
 * collection and the id indexes that point at it cannot disagree.
 * @throws {TypeError} when the change would break the schema; nothing is written then.
 */
export function writeRecord<T extends object>(
  schema: z.ZodMiniType,
  record: T,
  changes: Partial<NoInfer<T>>,
): T {
  const checked = schema.safeParse({ ...record, ...changes });
  if (!checked.success) {
    throw new TypeError(`The store refused a change that breaks its schema: ${checked.error.message}`);
  }
  return Object.assign(record, changes);
}
