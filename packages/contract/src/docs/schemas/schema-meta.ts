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
 * field by name. A field may go without only when its schema is documented on its own (as
 * `InventoryItem.status` is `PetStatus`). Each resource's list is returned by a function marked
 * free of side effects, so that a bundle that never generates the document (the one-file build of
 * the package included) drops every text.
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

/** An identifier assigned by the service (`integer`, `format: int64`; docs/design/0001-contract-is-the-one-source.md). */
/* @__NO_SIDE_EFFECTS__ */
export function idMeta(description: string): SchemaMeta {
  return { description, format: 'int64', example: 1 };
}

/** A stock or order count. */
/* @__NO_SIDE_EFFECTS__ */
export function countMeta(description: string): SchemaMeta {
  return { description, format: 'int32', example: 1 };
}

/** An ISO 8601 date-time. */
/* @__NO_SIDE_EFFECTS__ */
export function dateTimeMeta(description: string): SchemaMeta {
  return { description, example: '2026-12-01T10:00:00Z' };
}
