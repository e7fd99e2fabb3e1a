/** Facts about the service as a whole. */
export const service = {
  /** Title of the API. */
  title: 'Pet Store API',
  /** API version (1.0.0, fixed by the service description). */
  version: '1.0.0',
  /** Where the reference mock listens by default (`pnpm mock`), and the SDK's default base URL. */
  defaultBaseUrl: 'http://127.0.0.1:4010',
  /** Largest request body the standalone server accepts, in bytes. */
  maxBodyBytes: 1024 * 1024,
  /** How long an `Idempotency-Key` is remembered, in seconds. */
  idempotencyWindowSeconds: 24 * 60 * 60,
  /** Where the guides live; the deprecation `Link` header points here. */
  docsUrl: 'https://petstore.example/docs',
  /** Who answers questions about the API: the OpenAPI document's `info.contact`. */
  contact: {
    name: 'Pet Store API team',
    url: 'https://petstore.example/support',
    email: 'api@petstore.example',
  },
} as const;

/** Pagination rules of every list operation (docs/design/0006-pagination.md). */
export const pagination = {
  /** Smallest page size. */
  minLimit: 1,
  /** Largest page size. */
  maxLimit: 100,
  /** Page size when `limit` is not given. */
  defaultLimit: 20,
} as const;
