/** A JSON Schema object as it appears in the OpenAPI document. */
export type JsonSchema = { [keyword: string]: unknown };

/** The OpenAPI 3.0.3 document of the service, as a plain JSON value. */
export interface OpenApiDocument {
  /** Always `3.0.3`. */
  openapi: '3.0.3';
  /** Title, version and description of the API. */
  info: { title: string; version: string; description: string; license: { name: string; url: string } };
  /** Where the API is served. */
  servers: { url: string; description: string }[];
  /** Default security requirement. */
  security: Record<string, string[]>[];
  /** Tags with their descriptions. */
  tags: { name: string; description: string }[];
  /** Navigation groups (Redocly). */
  'x-tagGroups': { name: string; tags: string[] }[];
  /** Operations by path and method. */
  paths: Record<string, Record<string, JsonSchema>>;
  /** Reusable schemas, headers and security schemes. */
  components: {
    schemas: Record<string, JsonSchema>;
    headers: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}
