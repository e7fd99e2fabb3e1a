// The shape of a tool's `structuredContent`: what each tool's `outputSchema` says and every result
// is checked against (results.ts).
import type { OperationSpec } from '@petstore/contract';
import * as z from 'zod/mini';

const Issue = z.strictObject({ path: z.string(), message: z.string() });

/** The `structuredContent` of an error result. */
const ToolErrorResult = z.strictObject({
  error: z.strictObject({
    /** The service's error code; `invalid_input`, `invalid_response` or `unknown_tool` for a call refused here. */
    code: z.nullable(z.string()),
    message: z.string(),
    status: z.optional(z.int()),
    requestId: z.optional(z.nullable(z.string())),
    retryAfter: z.optional(z.nullable(z.number())),
    fields: z.optional(z.array(Issue)),
  }),
});
export type ToolError = z.infer<typeof ToolErrorResult>['error'];

/**
 * The `structuredContent` of an operation's tool: on success `{ result }` (a record), `{ items,
 * total, nextPage }` (a page) or `{ done: true }` (no body), with `deprecation` for a deprecated
 * operation; on failure `{ error }`.
 * @returns The success shape alone, which each answer is checked against, and both together.
 */
export function outputSchemaOf(operation: OperationSpec): {
  success: z.ZodMiniType;
  schema: z.ZodMiniType;
} {
  const { response, paginated, pathParams, query, headers, deprecated } = operation;
  const shape: Record<string, z.ZodMiniType> = {};
  if (paginated && response.schema) {
    shape.items = response.schema;
    shape.total = z.nullable(z.int());
    // The next page's arguments keep the path parameters and headers of the first.
    shape.nextPage = z.nullable(
      z.strictObject({ ...pathParams?.shape, ...query?.shape, ...(headers && { headers }) }),
    );
  } else if (response.schema) {
    shape.result = response.schema;
  } else {
    shape.done = z.literal(true);
  }
  if (deprecated) shape.deprecation = z.strictObject({ sunset: z.string(), replacement: z.string() });
  const success = z.strictObject(shape);
  return { success, schema: z.union([success, ToolErrorResult]) };
}
