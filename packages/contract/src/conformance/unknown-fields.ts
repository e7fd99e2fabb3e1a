import type * as z from 'zod/mini';

type SchemaDef = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as SchemaDef;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a value sits in a body: names of fields and indexes of items, from the body down. */
export type ValuePath = readonly PropertyKey[];

/**
 * The paths of the fields of `value` that `schema` does not name, under `at` (`[0, 'colour']`).
 * Record schemas take unknown fields and drop them (a client must tolerate a field the service
 * adds), so a parse cannot tell; this walk beside the parse can. It follows objects, arrays,
 * optional and nullable wrappers and unions (a field any option names is known), and stops at
 * anything else.
 */
export function unknownFields(schema: z.core.$ZodType, value: unknown, at: ValuePath = []): ValuePath[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return def.innerType ? unknownFields(def.innerType, value, at) : [];
    case 'array':
      return Array.isArray(value) && def.element
        ? value.flatMap((item, index) => unknownFields(def.element as z.core.$ZodType, item, [...at, index]))
        : [];
    case 'union':
      // The option that finds the fewest unknown fields is the one the value meant.
      return (
        (def.options ?? [])
          .map((option) => unknownFields(option, value, at))
          .reduce<ValuePath[] | undefined>(
            (best, found) => (!best || found.length < best.length ? found : best),
            undefined,
          ) ?? []
      );
    case 'object': {
      if (!isRecord(value)) return [];
      const shape = def.shape ?? {};
      return Object.entries(value).flatMap(([name, field]) =>
        Object.hasOwn(shape, name)
          ? unknownFields(shape[name] as z.core.$ZodType, field, [...at, name])
          : [[...at, name]],
      );
    }
    default:
      return [];
  }
}
