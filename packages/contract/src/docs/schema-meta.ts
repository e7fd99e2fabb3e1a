import type * as z from 'zod/mini';

/** Metadata that the OpenAPI generator copies into a schema: a description and OpenAPI keywords. */
export interface SchemaMeta {
  /** What the value is. */
  readonly description: string;
  /** The OpenAPI `format`. */
  readonly format?: string;
  /** A value the document shows. */
  readonly example?: unknown;
  /** The value the service assumes when the field is left out (OpenAPI `default`). */
  readonly default?: unknown;
}

/**
 * The documentation of one schema of src/schemas: its own metadata and, for an object, that of each
 * field by name, as the comments on the schema and its fields give them (`pnpm generate` writes the
 * list, src/docs/schema-docs.ts). A field may go without only when its schema is documented on its
 * own (as `InventoryItem.status` is `PetStatus`).
 */
export interface SchemaDocs {
  /** The schema documented. */
  readonly schema: z.core.$ZodType;
  /**
   * Its own metadata. A query's describes the query as a whole (its named type shows it); the
   * document shows only its fields, each a parameter of its own.
   */
  readonly meta?: SchemaMeta;
  /** Metadata of each field of an object schema. */
  readonly fields?: Readonly<Record<string, SchemaMeta>>;
}
