import * as z from 'zod/mini';
import { schemaDocList } from './schema-docs';
import type { SchemaDocs, SchemaMeta } from './schema-meta';

type Schema = z.core.$ZodType;

function innerOfOptional(schema: Schema): Schema | undefined {
  const def = schema._zod.def as { type: string; innerType?: Schema };
  return def.type === 'optional' ? def.innerType : undefined;
}

/**
 * The schema a field's documentation belongs on: the field's own schema inside its `optional`s, or,
 * when that schema is documented on its own (`status: z.optional(PetStatus)`), the innermost
 * `optional`, so the field's words never overwrite the shared schema's.
 */
function ownSchema(field: Schema, documented: ReadonlySet<Schema>): Schema {
  let schema = field;
  let inner = innerOfOptional(schema);
  while (inner && !documented.has(inner)) {
    schema = inner;
    inner = innerOfOptional(schema);
  }
  return schema;
}

function shapeOf(schema: Schema): Readonly<Record<string, Schema>> {
  return (schema._zod.def as { shape?: Record<string, Schema> }).shape ?? {};
}

/**
 * Builds the registry that `z.toJSONSchema` reads descriptions, formats and examples from, out of
 * lists of {@link SchemaDocs}.
 * @throws {Error} when a field of a documented object has no documentation, or documentation names
 *   a field the object lacks: the document must describe every field, and only real ones.
 */
/* @__NO_SIDE_EFFECTS__ */
export function buildRegistry(...lists: readonly (readonly SchemaDocs[])[]): z.core.$ZodRegistry<SchemaMeta> {
  const list = lists.flat();
  const registry = z.registry<SchemaMeta>();
  const documented = new Set(list.flatMap((docs) => (docs.meta ? [docs.schema] : [])));
  for (const { schema, meta, fields } of list) {
    if (meta) registry.add(schema, meta);
    const shape = shapeOf(schema);
    for (const name of Object.keys(fields ?? {})) {
      if (!Object.hasOwn(shape, name)) throw new Error(`Documentation names no field: ${name}`);
    }
    for (const [name, field] of Object.entries(shape)) {
      const target = ownSchema(field, documented);
      const fieldMeta = fields?.[name];
      if (fieldMeta) registry.add(target, fieldMeta);
      else if (!documented.has(target)) throw new Error(`Field without documentation: ${name}`);
    }
  }
  return registry;
}

/**
 * Descriptions, formats, examples and defaults of the schemas, for `z.toJSONSchema`'s `metadata`
 * option: those of the comments on the schemas and their fields (src/docs/schema-docs.ts).
 */
export const schemaDocs = buildRegistry(schemaDocList());
