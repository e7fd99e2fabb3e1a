import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { buildOpenApiDocument, service } from '@petstore/contract';
import type { PetStoreCore } from '@petstore/sdk/functions';
import { errorResult, failure, invalidInput, type ResultContext, success } from './results';
import { type Tool, type ToolName, tools } from './tools';

/** Options of {@link createPetStoreMcpServer}. */
export interface PetStoreMcpServerOptions {
  /**
   * The client every tool call goes through: its rate-limit gate (and store), retries and
   * idempotency keys apply to the agent's calls. A `PetStore` or a `PetStoreCore`. Give it a
   * short `maxRetryAfter`: a wait longer than that becomes an error result that says when to
   * retry, instead of a blocked tool call.
   */
  readonly client: PetStoreCore;
  /**
   * The API key the client sends. It is masked (`[redacted]`) in every string of every result,
   * the service's answers included, so that a service that echoes it cannot hand it to the agent.
   */
  readonly apiKey: string;
  /**
   * Only these tools, by name (operation id); the others are neither listed nor callable.
   * @default every tool
   * @example
   * ```ts
   * createPetStoreMcpServer({ client, apiKey, tools: ['listPets', 'getCategory'] });
   * ```
   */
  readonly tools?: readonly ToolName[] | undefined;
  /**
   * Only the tools whose operation changes nothing (the GETs), so that the agent has no way to
   * create, change or delete anything.
   * @default false
   */
  readonly readOnly?: boolean | undefined;
  /**
   * A sentence put first in the text of every result, such as where the answers come from.
   * @default none
   */
  readonly notice?: string | undefined;
  /**
   * Told, in a sentence, of what the agent cannot see: each call it cancelled, which ends where
   * it stood (at the rate-limit gate, between retries, or in flight) and is never sent later.
   * @default none
   */
  readonly log?: ((message: string) => void) | undefined;
}

const documentUri = 'petstore://openapi.json';

/**
 * The tools `options` keep.
 * @throws {TypeError} naming each tool that does not exist, or that `readOnly` excludes.
 */
function selectTools({ tools: names, readOnly = false }: PetStoreMcpServerOptions): Tool[] {
  const byName = new Map(tools.map((tool) => [tool.name as string, tool]));
  const unknown = (names ?? []).filter((name) => !byName.has(name));
  if (unknown.length > 0)
    throw new TypeError(
      `No tool is named ${unknown.join(', ')}; the tools are ${tools.map((tool) => tool.name).join(', ')}`,
    );
  const chosen = names ? tools.filter((tool) => names.includes(tool.name)) : [...tools];
  const changing = chosen.filter((tool) => !tool.readOnly);
  if (readOnly && names && changing.length > 0)
    throw new TypeError(
      `${changing.map((tool) => tool.name).join(', ')} change${changing.length > 1 ? '' : 's'} data, which read-only excludes`,
    );
  return readOnly ? chosen.filter((tool) => tool.readOnly) : chosen;
}

/**
 * An MCP server with one tool per operation of the Pet Store API, named by its operation id, and
 * the OpenAPI document as a resource. Every call goes through `client`, so an agent shares its
 * rate-limit gate: a burst of tool calls waits or is refused with a retry time, and never earns
 * a ban. A call the agent cancels (`notifications/cancelled`, or a closed connection) is
 * cancelled in the SDK too: if it was still waiting at the gate or between retries, it is never
 * sent.
 *
 * @param options - The client the tools call, its key, and which tools to offer.
 * @returns A server to connect to a transport (stdio, Streamable HTTP).
 * @throws {TypeError} when `apiKey` is missing or empty, or `tools` names a tool that does not
 *   exist or one that `readOnly` excludes.
 * @example
 * ```ts
 * import { createPetStoreMcpServer, StdioTransport } from '@petstore/mcp';
 * import { PetStoreCore } from '@petstore/sdk/functions';
 *
 * const apiKey = process.env.PETSTORE_API_KEY ?? '';
 * const client = new PetStoreCore({ apiKey, maxRetryAfter: 20 });
 * await createPetStoreMcpServer({ client, apiKey, readOnly: true }).connect(new StdioTransport());
 * ```
 */
export function createPetStoreMcpServer(options: PetStoreMcpServerOptions): Server {
  const { client, apiKey, notice, log } = options;
  // Without it, nothing could be masked: a JavaScript caller that leaves it out is told at once.
  if (typeof apiKey !== 'string' || apiKey === '')
    throw new TypeError(
      'createPetStoreMcpServer needs the apiKey the client sends, to mask it in every result',
    );
  const context: ResultContext = { apiKey, notice };
  const offered = selectTools(options);
  const byName = new Map(offered.map((tool) => [tool.name as string, tool]));
  const server = new Server(
    { name: 'petstore', title: service.title, version: service.version },
    { capabilities: { tools: {}, resources: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: offered.map(({ name, title, description, inputSchema, outputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema,
      outputSchema,
      annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }, { signal }) => {
    const tool = byName.get(params.name);
    if (!tool)
      return failure(
        context,
        { code: 'unknown_tool', message: `No tool is named ${params.name}` },
        `Unknown tool: this server offers ${offered.map((offer) => offer.name).join(', ')}`,
      );
    const checked = tool.check(params.arguments);
    if ('issues' in checked)
      return invalidInput(context, 'The arguments do not match the tool', checked.issues);
    try {
      return success(context, tool, checked.input, await tool.call(client, checked.input, signal));
    } catch (error) {
      if (signal.aborted) {
        const reason = typeof signal.reason === 'string' ? ` (${signal.reason})` : '';
        log?.(`${tool.name}: cancelled by the agent${reason}; dropped, never sent later`);
      }
      return errorResult(context, error);
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
