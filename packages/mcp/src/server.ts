import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { buildOpenApiDocument, service } from '@petstore/contract';
import { APIError, Page, type PetStore, PetStoreError, RateLimitError, ValidationError } from '@petstore/sdk';
import { buildTools, type Checked, type Tool } from './tools';

/** Options of {@link createPetStoreMcpServer}. */
export interface PetStoreMcpServerOptions {
  /**
   * The client every tool call goes through: its rate-limit gate (and store), retries and
   * idempotency keys apply to the agent's calls. Give it a short `maxRetryAfter`: a wait longer
   * than that becomes an error result that says when to retry, instead of a blocked tool call.
   */
  readonly client: PetStore;
}

const documentUri = 'petstore://openapi.json';

function result(structured: Record<string, unknown>, note?: string): CallToolResult {
  const text = JSON.stringify(structured, null, 2);
  return {
    structuredContent: structured,
    content: [{ type: 'text', text: note ? `${note}\n\n${text}` : text }],
  };
}

function failure(error: Record<string, unknown>, note: string): CallToolResult {
  return { ...result({ error }, note), isError: true };
}

/** What an agent can use of a call's outcome: the record(s), and for a page how to ask for the next. */
function success(tool: Tool, input: Checked, data: unknown): CallToolResult {
  let structured: Record<string, unknown>;
  if (data instanceof Page) {
    const { body: _, ...query }: Record<string, unknown> = input;
    const offset = Number(query.offset ?? 0) + data.items.length;
    structured = {
      items: data.items,
      total: data.total ?? null,
      nextPage: data.hasNextPage() ? { ...query, offset } : null,
    };
  } else {
    structured = data === undefined ? { done: true } : { result: data };
  }
  if (!tool.deprecated) return result(structured);
  const { sunset, replacement } = tool.deprecated;
  return result(
    { ...structured, deprecation: { sunset, replacement } },
    `Note: ${tool.name} is deprecated and stops working after ${sunset}. ${replacement}`,
  );
}

/** The error result of a call that failed: the Error object and request id, or the fields to fix. */
function errorResult(error: unknown): CallToolResult {
  if (error instanceof ValidationError) {
    return failure(
      { code: 'invalid_input', message: error.message, fields: error.issues },
      `Nothing was sent: ${error.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
    );
  }
  if (error instanceof APIError) {
    const retry =
      error instanceof RateLimitError && error.retryAfter !== undefined
        ? ` Retry after ${Math.ceil(error.retryAfter)} s.`
        : '';
    return failure(
      {
        code: error.code ?? null,
        message: error.body?.message ?? error.message,
        status: error.status,
        requestId: error.requestId ?? null,
        ...(error instanceof RateLimitError && { retryAfter: error.retryAfter ?? null }),
      },
      `${error.status} ${error.code ?? 'error'}: ${error.body?.message ?? error.message}.${retry}`,
    );
  }
  const message = error instanceof PetStoreError ? error.message : 'The call failed';
  return failure({ code: null, message }, message);
}

/**
 * An MCP server with one tool per operation of the Pet Store API, named by its operation id, and
 * the OpenAPI document as a resource. Every call goes through `client`, so an agent shares its
 * rate-limit gate: a burst of tool calls waits or is refused with a retry time, and never earns
 * a ban.
 *
 * @param options - The client the tools call.
 * @returns A server to connect to a transport (stdio, Streamable HTTP).
 * @example
 * ```ts
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
 * import { createPetStoreMcpServer } from '@petstore/mcp';
 * import { PetStore } from '@petstore/sdk';
 *
 * const client = new PetStore({ apiKey: process.env.PETSTORE_API_KEY, maxRetryAfter: 20 });
 * await createPetStoreMcpServer({ client }).connect(new StdioServerTransport());
 * ```
 */
export function createPetStoreMcpServer({ client }: PetStoreMcpServerOptions): Server {
  const tools = buildTools();
  const byName = new Map(tools.map((tool) => [tool.name as string, tool]));
  const server = new Server(
    { name: 'petstore', title: service.title, version: service.version },
    { capabilities: { tools: {}, resources: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({ name, title, description, inputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema,
      annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = byName.get(params.name);
    if (!tool)
      return failure({ code: 'unknown_tool', message: `No tool is named ${params.name}` }, 'Unknown tool');
    const checked = tool.check(params.arguments);
    if ('issues' in checked) {
      return failure(
        { code: 'invalid_input', message: 'The arguments do not match the tool', fields: checked.issues },
        `Nothing was sent: ${checked.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
      );
    }
    try {
      return success(tool, checked.input, await tool.call(client, checked.input));
    } catch (error) {
      return errorResult(error);
    }
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: [
      {
        uri: documentUri,
        name: 'openapi.json',
        title: `${service.title} OpenAPI document`,
        mimeType: 'application/json',
      },
    ],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, ({ params }) => {
    if (params.uri !== documentUri) throw new Error(`No resource at ${params.uri}`);
    return {
      contents: [
        { uri: documentUri, mimeType: 'application/json', text: JSON.stringify(buildOpenApiDocument()) },
      ],
    };
  });
  return server;
}
