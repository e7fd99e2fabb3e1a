import * as z from 'zod/mini';

/**
 * The fields of a shape, each made optional: what `z.partial` does to an object, without the
 * half-kilobyte of object utilities it brings into a browser bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionalFields<Shape extends Record<string, z.ZodMiniType>>(
  shape: Shape,
): { [Field in keyof Shape]: z.ZodMiniOptional<Shape[Field]> } {
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, z.optional(field)])) as {
    [Field in keyof Shape]: z.ZodMiniOptional<Shape[Field]>;
  };
}
