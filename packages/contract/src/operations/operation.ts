import type * as z from 'zod/mini';
import type { ErrorCode } from '../service/errors';

/** HTTP methods the service uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Tags that group the operations (docs/design/0002-operations-and-error-codes.md). */
export type TagName = 'pets' | 'categories' | 'orders' | 'inventory' | 'service';

/** Stability markers an operation may carry (docs/design/0002-operations-and-error-codes.md). */
export type Stability = 'beta' | 'experimental';

/** When and how a deprecated operation goes away. */
export interface Deprecation {
  /** When the operation was deprecated (ISO 8601); sent as the `Deprecation` header. */
  readonly since: string;
  /** When it stops answering (ISO 8601); sent as the `Sunset` header; afterwards 410. */
  readonly sunset: string;
  /** The guide that explains the migration; sent as `Link: <…>; rel="deprecation"`. */
  readonly link: string;
  /** What to use instead, in a sentence; clients repeat it in their deprecation warnings. */
  readonly replacement: string;
}

/**
 * Which queries of a read a successful write can change: `'all'`, every query of it (a new pet
 * can enter any list, and any lookup that answered 404 may now find it); `'same-record'`, the
 * queries of the record the write names by its path parameters (the read's path parameters are
 * among the write's, by name: `updatePet(petId)` changes `getPetById(petId)` and no other pet).
 */
export type ChangeScope = 'all' | 'same-record';

/** The successful answer of an operation, as a client or server needs it. */
export interface SuccessSpec {
  /** HTTP status of success. */
  readonly status: 200 | 201 | 204;
  /** Schema of the JSON body; absent for 204 and for the OpenAPI document itself. */
  readonly schema?: z.ZodMiniType;
}

/**
 * One row of the operation table as code needs it at run time (the SDK, the mock): what to send,
 * what comes back, and the rules. The texts that only the OpenAPI document and the docs show are in
 * {@link OperationDocs}; {@link OperationDefinition} is both together.
 */
export interface OperationSpec {
  /** Unique name, as in OpenAPI. */
  readonly operationId: string;
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path template relative to the base URL, with `{name}` parameters. */
  readonly path: string;
  /** Path parameters, when the path has any. */
  readonly pathParams?: z.ZodMiniObject;
  /** Query parameters, when the operation takes any. */
  readonly query?: z.ZodMiniObject;
  /**
   * Header parameters of the operation's own (a field per header, its name in lower case), when
   * it takes any: checked before sending like the query, then sent beside the client's headers.
   */
  readonly headers?: z.ZodMiniObject;
  /**
   * Whether the operation honours an `Idempotency-Key` header: every operation that changes
   * something does, so that a retry after a lost answer is safe.
   */
  readonly idempotent?: boolean;
  /**
   * What a successful call changes, on every operation that changes something: each read whose
   * answers may differ afterwards, by its operationId, and which of its queries
   * ({@link ChangeScope}). Declared once here; the TanStack Query integration invalidates exactly
   * these after a write, and its test holds each entry against the mock's behaviour.
   */
  readonly changes?: Readonly<Record<string, ChangeScope>>;
  /** JSON request body, when the operation takes one. */
  readonly body?: z.ZodMiniType;
  /** The successful answer. */
  readonly response: SuccessSpec;
  /** Error codes specific to this operation, when it has any; the OpenAPI document adds those that follow from a key, parameters, a body or an `Idempotency-Key`. */
  readonly errors?: readonly ErrorCode[];
  /** Whether the answer is a page (`limit`/`offset`, `X-Total-Count`, `Link`). */
  readonly paginated?: boolean;
  /**
   * Set on an operation that needs no API key; every other operation needs one, so a new
   * operation is keyed unless it says otherwise. A public operation's answer reads no key, counts
   * against no rate limit (its rate-limit headers report the caller's window as it stands) and
   * ignores its query, so it always answers the same way.
   */
  readonly public?: true;
  /** Set when the operation is deprecated. */
  readonly deprecated?: Deprecation;
  /** Stability marker, when not stable. */
  readonly stability?: Stability;
  /** Whether the interactive try-it panel of the reference is offered; default true. */
  readonly tryItPanel?: boolean;
}

/**
 * Where an operation's method lives on the SDK's client, when the names the generators derive do
 * not fit (docs/design/0019-one-surface-from-the-contract.md): two operations that would get one
 * method (`listOrders` and `listPetOrders`, both `list` of `client.store.orders`), or a
 * sub-resource users expect (`client.pets.orders`). Chosen in the operation's own module.
 */
export interface SdkPlacement {
  /** The resource's place on the client, `['pets', 'orders']` for `client.pets.orders`; by default its tag's. */
  readonly resource?: readonly string[];
  /** The method's name on its resource; by default the one of the verb its operation id starts with. */
  readonly method?: string;
}

/** What the OpenAPI document and the docs say about an operation, beside its {@link OperationSpec}. */
export interface OperationDocs {
  /** Group the operation belongs to. */
  readonly tag: TagName;
  /** One-line summary. */
  readonly summary: string;
  /** What the operation does and the rules it follows. */
  readonly description: string;
  /** What the successful answer means. */
  readonly response: string;
  /** Where the SDK offers it, when not where its tag and verb put it. */
  readonly sdk?: SdkPlacement;
}

/** One row of the operation table with its documentation: everything the OpenAPI document needs. */
export interface OperationDefinition extends OperationSpec {
  /** Group the operation belongs to. */
  readonly tag: TagName;
  /** One-line summary. */
  readonly summary: string;
  /** What the operation does and the rules it follows. */
  readonly description: string;
  /** The successful answer, with what it means. */
  readonly response: SuccessSpec & {
    /** What the response means. */
    readonly description: string;
  };
}

/** What the contract says of one error code: the one entry a new code needs. */
export interface ErrorCodeDefinition {
  /** The HTTP status the service answers it with. */
  readonly status: number;
  /** When the service answers it: the document's error responses, the SDK's `@throws` and the errors guide show it. */
  readonly when: string;
  /** What a caller does about it: the errors guide shows it beside the code. */
  readonly handle: string;
}
