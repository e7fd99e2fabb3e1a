// Constants of their own, which `service` names: code that needs one alone (the SDK's default base
// URL, the deprecation link of an operation row) does not carry the whole object into a bundle. The
// object holds literals only (no `1024 * 1024`): esbuild keeps an unused object whose values it
// has to compute.
/** Where the reference mock listens by default (`pnpm mock`), and the SDK's default base URL. */
const defaultBaseUrl = 'http://127.0.0.1:4010';
const docsUrl = 'https://petstore.example/docs';

/**
 * The address of a page of the guides. A call at a module's top level is marked `@__PURE__`, so
 * that a bundle that drops what names it (the row of a deprecated operation it never calls) drops
 * the call and the texts beside it.
 * @param page - The page and its anchor, e.g. `deprecations#getpetbyid`.
 */
export function docsPage<Page extends string>(page: Page): `${typeof docsUrl}/${Page}` {
  return `${docsUrl}/${page}`;
}

/** Facts about the service as a whole. */
export const service = {
  /** Title of the API. */
  title: 'Pet Store API',
  /** API version (1.0.0, fixed by the service description). */
  version: '1.0.0',
  /** Where the reference mock listens by default (`pnpm mock`), and the SDK's default base URL. */
  defaultBaseUrl,
  /** Largest request body the standalone server accepts, in bytes (1 MiB). */
  maxBodyBytes: 1_048_576 as number,
  /** How long an `Idempotency-Key` is remembered, in seconds (24 hours). */
  idempotencyWindowSeconds: 86_400 as number,
  /** Where the guides live; the deprecation `Link` header points here. */
  docsUrl,
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

export { defaultBaseUrl };
