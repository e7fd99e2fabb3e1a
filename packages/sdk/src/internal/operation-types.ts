// The types of a request and its answer, derived from an operation's row for `request` and
// `requestPage` (petstore-core.ts). They are not public: a function's signature names the
// contract's types (`NewPet`, `Pet`), which carry the documentation of every field, and the
// compiler checks the two against each other in every generated function.
import type { OperationSpec } from '@petstore/contract';
import type * as z from 'zod/mini';

/** The path parameters an operation of the contract takes. */
export type PathParamsOf<Op extends OperationSpec> = Op extends {
  pathParams: infer S extends z.ZodMiniType;
}
  ? z.input<S>
  : never;

/** The query an operation of the contract takes. */
export type QueryOf<Op extends OperationSpec> = Op extends {
  /** Schema of the query. */
  query: infer S extends z.ZodMiniType;
}
  ? z.input<S>
  : never;

/** The header parameters an operation of the contract declares. */
export type HeadersOf<Op extends OperationSpec> = Op extends {
  /** Schema of the headers. */
  headers: infer S extends z.ZodMiniType;
}
  ? z.input<S>
  : never;

/** The JSON body an operation of the contract takes. */
export type BodyOf<Op extends OperationSpec> = Op extends {
  /** Schema of the body. */
  body: infer S extends z.ZodMiniType;
}
  ? z.input<S>
  : never;

/** What an operation of the contract answers on success; `undefined` for 204. */
export type ResponseOf<Op extends OperationSpec> = Op extends {
  response: { schema: infer S extends z.ZodMiniType };
}
  ? z.output<S>
  : undefined;

/** One item of the page a paginated operation answers. */
export type ItemOf<Op extends OperationSpec> = ResponseOf<Op> extends readonly (infer T)[] ? T : never;

/** The parts of a request of an operation, each checked against the contract before sending. */
export interface RequestInput<Op extends OperationSpec> {
  /** Values of the `{parameters}` of the path. */
  readonly path?: PathParamsOf<Op>;
  /** Query parameters. */
  readonly query?: QueryOf<Op> | undefined;
  /**
   * The query as the service wrote it in a `Link rel="next"`, sent as it is instead of `query`:
   * the service's own paging parameters (a cursor it may add included) need no checking.
   */
  readonly search?: string;
  /** The JSON body. */
  readonly body?: BodyOf<Op>;
  /** The header parameters the operation declares, by their names in lower case. */
  readonly headers?: HeadersOf<Op>;
}
