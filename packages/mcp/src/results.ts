// What a tool call returns, and the one function every result goes through, which masks the API key
// and checks the shape (output-schema.ts).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { check, redact } from '@petstore/contract/internal';
import { APIError, Page, PetStoreError, RateLimitError, ValidationError } from '@petstore/sdk/functions';
import type { ToolError } from './output-schema';
import type { Checked, Tool } from './tools';

/** Where results are written, and what every one of them must say or hide. */
export interface ResultContext {
  /** The API key: masked in every string of every result. */
  readonly apiKey: string;
  /** A sentence put first in every result's text. */
  readonly notice: string | undefined;
}

/** `value` with `secret` masked in every string, property names included, by the one rule of every package. */
function masked(value: unknown, secret: string): unknown {
  if (typeof value === 'string') return redact(value, secret);
  if (Array.isArray(value)) return value.map((item) => masked(item, secret));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [masked(name, secret), masked(field, secret)]),
  );
}

/** The one way a result is made: the key masked, the JSON as text after the notes. */
function toolResult(
  context: ResultContext,
  structured: Record<string, unknown>,
  notes: readonly string[],
  isError: boolean,
): CallToolResult {
  const content = masked(structured, context.apiKey) as Record<string, unknown>;
  const text = [context.notice, ...notes, JSON.stringify(content, null, 2)]
    .filter((part): part is string => part !== undefined)
    .map((part) => masked(part, context.apiKey))
    .join('\n\n');
  return {
    structuredContent: content,
    content: [{ type: 'text', text }],
    ...(isError && { isError: true }),
  };
}

/** An error result: `{ error }`, with `note` first in the text. */
export function failure(context: ResultContext, error: ToolError, note: string): CallToolResult {
  return toolResult(context, { error }, [note], true);
}

/** The error result of arguments that do not match: each bad field, and that nothing was sent. */
export function invalidInput(
  context: ResultContext,
  message: string,
  issues: readonly { path: string; message: string }[],
): CallToolResult {
  return failure(
    context,
    { code: 'invalid_input', message, fields: [...issues] },
    `Nothing was sent: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
  );
}

/**
 * What an agent can use of a call's outcome: the record(s), and for a page how to ask for the
 * next. An answer that does not match the tool's output schema is an error result instead.
 */
export function success(context: ResultContext, tool: Tool, input: Checked, data: unknown): CallToolResult {
  let structured: Record<string, unknown>;
  if (data instanceof Page) {
    const { body: _, ...query } = input;
    const offset = Number(query.offset ?? 0) + data.items.length;
    structured = {
      items: data.items,
      total: data.total ?? null,
      nextPage: data.hasNextPage() ? { ...query, offset } : null,
    };
  } else {
    structured = data === undefined ? { done: true } : { result: data };
  }
  const notes: string[] = [];
  if (tool.deprecated) {
    const { sunset, replacement } = tool.deprecated;
    structured.deprecation = { sunset, replacement };
    notes.push(`Note: ${tool.name} is deprecated and stops working after ${sunset}. ${replacement}`);
  }
  const checked = check(tool.output, masked(structured, context.apiKey), 'structuredContent');
  if (checked.ok) return toolResult(context, checked.value as Record<string, unknown>, notes, false);
  return failure(
    context,
    {
      code: 'invalid_response',
      message: `The service's answer to ${tool.name} does not match the contract`,
      fields: checked.issues,
    },
    `The service answered, but not as the contract says: ${checked.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
  );
}

/** The error result of a call that failed: the Error object and request id, or the fields to fix. */
export function errorResult(context: ResultContext, error: unknown): CallToolResult {
  if (error instanceof ValidationError) return invalidInput(context, error.message, error.issues);
  if (error instanceof APIError) {
    const retry =
      error instanceof RateLimitError && error.retryAfter !== undefined
        ? ` Retry after ${Math.ceil(error.retryAfter)} s.`
        : '';
    const message = error.body?.message ?? error.message;
    return failure(
      context,
      {
        code: error.code ?? null,
        message,
        status: error.status,
        requestId: error.requestId ?? null,
        ...(error instanceof RateLimitError && { retryAfter: error.retryAfter ?? null }),
      },
      `${error.status} ${error.code ?? 'error'}: ${message}.${retry}`,
    );
  }
  const message = error instanceof PetStoreError ? error.message : 'The call failed';
  return failure(context, { code: null, message }, message);
}
