import { type ErrorCode, type OperationDefinition, pagination } from '@petstore/contract';
import type * as z from 'zod/mini';
import type { Matches, Tables } from '../database/database';

/**
 * What an operation answers, before it becomes an HTTP response. A success carries no status:
 * it is the operation's `response.status` in the contract.
 */
export type Outcome =
  | { readonly kind: 'json'; readonly body: unknown; readonly location?: string }
  | {
      readonly kind: 'page';
      readonly page: Matches<unknown>;
      readonly offset: number;
      readonly limit: number;
    }
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly code: ErrorCode; readonly message: string };

type Infer<Op, Key extends string> = Op extends { readonly [K in Key]: infer S extends z.ZodMiniType }
  ? z.output<S>
  : undefined;

/** The validated input of an operation, typed from its row of the operation table. */
export interface Input<Op extends OperationDefinition> {
  readonly path: Infer<Op, 'pathParams'>;
  readonly query: Infer<Op, 'query'>;
  readonly body: Infer<Op, 'body'>;
  /** The header parameters the operation declares, checked like its query. */
  readonly headers: Infer<Op, 'headers'>;
}

/**
 * What the service knows when an operation runs, besides the request: everything an
 * implementation may read, so a new operation's behaviour needs no edit outside its own file.
 */
export interface ServiceContext {
  /** The store, this operation's alone while it runs (see Database). */
  readonly tables: Tables;
  /**
   * The time by the mock's clock when the request arrived, in milliseconds since the epoch: the
   * time its rate limit, sunset and journal read, moved by `clock.set` and `clock.advance`. A
   * behaviour that stamps a time (`new Date(now).toISOString()`) stamps this one.
   */
  readonly now: number;
}

/** The implementation of one operation: validated input and what the service knows in, outcome out. */
export type Implementation<Op extends OperationDefinition> = (
  input: Input<Op>,
  service: ServiceContext,
) => Outcome | Promise<Outcome>;

/** Success with a JSON body. */
export const ok = (body: unknown): Outcome => ({ kind: 'json', body });
/** Success with a JSON body and the path of the record created (relative to the base URL). */
export const created = (body: unknown, location: string): Outcome => ({ kind: 'json', body, location });
/** Success without a body. */
export const noContent: Outcome = { kind: 'empty' };
/** An error of the service. */
export const failure = (code: ErrorCode, message: string): Outcome => ({ kind: 'error', code, message });
/** The store has no id left for a new record of `table`: ids stay within the safe-integer range. */
export const noIdLeft = (table: string): Outcome =>
  failure('out_of_range', `No ${table} id is left below Number.MAX_SAFE_INTEGER`);

/** `limit` and `offset` of a list query, with the defaults of the contract. */
export function pageInput(query: { limit?: number; offset?: number } | undefined): {
  limit: number;
  offset: number;
} {
  return { limit: query?.limit ?? pagination.defaultLimit, offset: query?.offset ?? 0 };
}

/** A list of filter values (one value or several, as the query gives them), or undefined. */
export function listOf<T>(values: readonly T[] | T | undefined): readonly T[] | undefined {
  return values === undefined ? undefined : Array.isArray(values) ? values : [values as T];
}
