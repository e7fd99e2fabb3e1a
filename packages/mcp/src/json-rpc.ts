// What both transports do with a message before the MCP SDK's protocol sees it: the one size
// limit, and the JSON-RPC 2.0 answer to a message that is not JSON or not a JSON-RPC message
// (docs/design/0020-mcp-server-under-hostile-use.md).
import { DEFAULT_MAX_REQUEST_BODY_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import {
  ErrorCode,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** The largest message either transport reads: the MCP SDK's limit for an HTTP body (4 MiB), over stdio too. */
export const maxMessageBytes = DEFAULT_MAX_REQUEST_BODY_SIZE;

/** A JSON-RPC error answer; `id` is `null` when the message's own could not be read (JSON-RPC 2.0, section 5). */
export interface ErrorAnswer {
  readonly jsonrpc: '2.0';
  readonly id: RequestId | null;
  readonly error: { readonly code: number; readonly message: string };
}

/** A message read: the message, or why it was refused and the answer owed to its sender. */
export type ReadMessage =
  | { readonly message: JSONRPCMessage }
  | {
      readonly problem: string;
      /** Absent for a broken response: JSON-RPC answers nothing to a response. */
      readonly answer?: ErrorAnswer;
    };

function errorAnswer(id: RequestId | null, code: number, message: string): ErrorAnswer {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || Number.isSafeInteger(value);
}

/** Why a parsed value is not a JSON-RPC message, in the words of JSON-RPC 2.0 (section 4). */
function invalidRequest(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'a message is one JSON object (batches are not taken)';
  const fields = value as Record<string, unknown>;
  if (fields.jsonrpc !== '2.0') return '"jsonrpc" must be "2.0"';
  if (!('method' in fields)) return 'a request needs a "method"';
  if (typeof fields.method !== 'string') return '"method" must be a string';
  if ('id' in fields && !isRequestId(fields.id)) return '"id" must be a string or an integer';
  const { params } = fields;
  if ('params' in fields && (typeof params !== 'object' || params === null || Array.isArray(params)))
    return '"params" must be an object';
  return 'a request has "jsonrpc", "id", "method" and "params" only, a notification no "id"';
}

/**
 * Reads one message. Text that is not JSON is answered `-32700` (parse error); JSON that is not a
 * request, a notification or a response is answered `-32600` (invalid request), with the message's
 * `id` when it has a usable one. A broken response gets no answer.
 */
export function readMessage(text: string): ReadMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const problem = 'Parse error: the message is not JSON';
    return { problem, answer: errorAnswer(null, ErrorCode.ParseError, problem) };
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  const fields = (typeof value === 'object' && value) as Record<string, unknown>;
  const problem = `Invalid Request: ${invalidRequest(value)}`;
  if (fields && !('method' in fields) && ('result' in fields || 'error' in fields))
    return { problem: `Ignored a response that is not JSON-RPC 2.0: ${problem}` };
  const id = fields && isRequestId(fields.id) ? fields.id : null;
  return { problem, answer: errorAnswer(id, ErrorCode.InvalidRequest, problem) };
}

/** The answer to a message over {@link maxMessageBytes}, which was not read. */
export function tooLargeAnswer(id: RequestId | null): ErrorAnswer {
  return errorAnswer(
    id,
    ErrorCode.InvalidRequest,
    `Invalid Request: a message may be at most ${maxMessageBytes} bytes`,
  );
}

const idValue = String.raw`("(?:[^"\\]|\\.)*"|-?\d+)`;
// The top-level `id` as the first member or the one after `"jsonrpc":"2.0"` (how most clients
// start a message), or as the last member (the MCP SDK ends its messages with it). A nested `id`
// can match neither: the first member opens the outer object, the last one closes it.
const leadingId = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${idValue}`);
const trailingId = new RegExp(String.raw`(?<!\\)"id"\s*:\s*${idValue}\s*\}\s*$`);

/**
 * The `id` of a message too large to read, from its first and last bytes, or `null`; so that
 * the refusal reaches the call that is waiting for it instead of leaving it to time out.
 */
export function idOfUnread(head: string, tail: string): RequestId | null {
  const found = leadingId.exec(head) ?? trailingId.exec(tail);
  if (!found?.[1]) return null;
  const id: unknown = JSON.parse(found[1]);
  return isRequestId(id) ? id : null;
}
