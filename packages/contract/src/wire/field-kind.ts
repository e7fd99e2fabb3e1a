import type * as z from 'zod/mini';

/** How a query or path field travels as text. */
export interface FieldKind {
  /** The field is a list: the parameter may repeat. */
  readonly list: boolean;
  /** The type of one value. */
  readonly scalar: 'integer' | 'boolean' | 'string';
}

type SchemaDef = {
  type: string;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  element?: z.core.$ZodType;
};

function defOf(schema: z.core.$ZodType): SchemaDef {
  return schema._zod.def as unknown as SchemaDef;
}

function scalarOf(schema: z.core.$ZodType): FieldKind['scalar'] {
  const { type } = defOf(schema);
  if (type === 'number' || type === 'int') return 'integer';
  if (type === 'boolean') return 'boolean';
  return 'string';
}

/** Reads a field schema of a parameter object to learn how its values are written as text. */
export function fieldKind(schema: z.core.$ZodType): FieldKind {
  const def = defOf(schema);
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) return fieldKind(def.innerType);
  if (def.type === 'array' && def.element) return { list: true, scalar: scalarOf(def.element) };
  if (def.type === 'union' && def.options) {
    const array = def.options.find((option) => defOf(option).type === 'array');
    if (array) return fieldKind(array);
  }
  return { list: false, scalar: scalarOf(schema) };
}
