/** A JSON Schema object as it appears in the OpenAPI document. */
export type JsonSchema = { [keyword: string]: unknown };

/** The OpenAPI 3.0.3 document of the service, as a plain JSON value. */
export interface OpenApiDocument {
  /** Always `3.0.3`. */
  openapi: '3.0.3';
  /** Title, version and description of the API. */
  info: {
    /** Name of the API. */
    title: string;
    /** Version of the API (not of this package). */
    version: string;
    /** Overview in Markdown. */
    description: string;
    /** Who answers questions about the API. */
    contact: {
      /** Name of the team. */
      name: string;
      /** Where to ask. */
      url: string;
      /** Address to write to. */
      email: string;
    };
    /** Licence of the document. */
    license: {
      /** Name of the licence. */
      name: string;
      /** Where its text is. */
      url: string;
    };
  };
  /** Where the API is served. */
  servers: {
    /** Base URL. */
    url: string;
    /** What runs there. */
    description: string;
  }[];
  /** Default security requirement. */
  security: Record<string, string[]>[];
  /** Tags with their descriptions. */
  tags: {
    /** Tag name, as operations name it. */
    name: string;
    /** What the tag groups. */
    description: string;
  }[];
  /** Navigation groups (Redocly). */
  'x-tagGroups': {
    /** Group name shown in the navigation. */
    name: string;
    /** Tags in the group, in order. */
    tags: string[];
  }[];
  /** Operations by path and method. */
  paths: Record<string, Record<string, JsonSchema>>;
  /** Reusable schemas, headers and security schemes. */
  components: {
    /** JSON Schemas of the records, by name. */
    schemas: Record<string, JsonSchema>;
    /** Response headers shared by operations, by name. */
    headers: Record<string, JsonSchema>;
    /** How callers authenticate (`ApiKeyAuth`). */
    securitySchemes: Record<string, JsonSchema>;
  };
}
