import * as z from 'zod/mini';
import { schemaDocs } from '../docs/schema-registry';
import { componentSchemas } from './component-schemas';
import type { JsonSchema } from './types';

export { componentSchemas };

/**
 * Options shared by every conversion, so that a component and its standalone schema agree. The
 * descriptions, formats and examples come from the documentation (`metadata`), which the schemas
 * themselves do not carry: code that only validates stays free of the texts.
 */
export const jsonSchemaOptions = { target: 'openapi-3.0', io: 'input', metadata: schemaDocs } as const;

/* @__NO_SIDE_EFFECTS__ */
function registerComponents(): z.core.$ZodRegistry<{ id: string }> {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(componentSchemas)) registry.add(schema, { id: name });
  return registry;
}

// A pure call, so that a bundle that never generates the document drops it.
const componentRegistry = registerComponents();

/** A `$ref` to the component of a schema, or `undefined` when the schema is not a component. */
export function componentRef(schema: z.core.$ZodType): JsonSchema | undefined {
  const id = componentRegistry.get(schema)?.id;
  return id === undefined ? undefined : { $ref: `#/components/schemas/${id}` };
}

/** Every component schema as JSON Schema, referring to each other by `$ref`. */
export function buildComponentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(componentRegistry, {
    ...jsonSchemaOptions,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  // `$id` is JSON Schema, not OpenAPI 3.0: the component's name already identifies it.
  return Object.fromEntries(Object.entries(schemas).map(([name, { $id: _, ...schema }]) => [name, schema]));
}

/** A schema as JSON Schema: a `$ref` when it is a component, inline otherwise. */
export function schemaOrRef(schema: z.core.$ZodType): JsonSchema {
  return componentRef(schema) ?? (z.toJSONSchema(schema, jsonSchemaOptions) as JsonSchema);
}
