/**
 * A Model Context Protocol server for the Pet Store API, built on `@petstore/sdk`: one tool per
 * operation, the OpenAPI document as a resource, and a stdio transport that answers every line
 * it cannot take. The `petstore-mcp` bin serves it over stdio or Streamable HTTP.
 * @module @petstore/mcp
 */
export { createPetStoreMcpServer, type PetStoreMcpServerOptions } from './server';
export { StdioTransport } from './stdio-transport';
export type { ToolName } from './tools';
