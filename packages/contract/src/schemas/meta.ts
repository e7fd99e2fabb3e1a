import * as z from 'zod/mini';

/** Metadata that the OpenAPI generator copies into a schema: a description and OpenAPI keywords. */
export type SchemaMeta = {
  description: string;
  format?: string;
  example?: unknown;
  deprecated?: boolean;
};

/**
 * Attaches a description (and optional OpenAPI keywords) to a schema instance and returns it.
 * Every call site passes a fresh schema, so one field's description never leaks into another.
 */
export function described<T extends z.core.$ZodType>(schema: T, meta: SchemaMeta): T {
  z.globalRegistry.add(schema, meta);
  return schema;
}
