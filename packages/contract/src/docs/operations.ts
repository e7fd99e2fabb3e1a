import type { OperationDocs, OperationSpec } from '../operations/operation';
import type { ErrorCode } from '../service/errors';
import { type OperationId, operationSpecs } from '../table/specs';
import { operationDocs } from './operation-docs';

/**
 * An operation's spec with its documentation: the literal types of the spec, the texts as strings.
 * Fields the spec leaves out read as `undefined`, as they would on the spec's own object literal,
 * so that `operationList.filter((op) => op.paginated)` type-checks.
 */
export type DocumentedOperation<Spec extends OperationSpec> = Omit<Spec, 'response' | 'errors'> & {
  readonly [Field in Exclude<keyof OperationSpec, keyof Spec | 'errors'>]?: undefined;
} & Omit<OperationDocs, 'response'> & {
    /**
     * Whether the operation needs an API key: every operation but those whose row says
     * `public: true`.
     */
    readonly auth: boolean;
    /** The error codes of its own, empty when its row lists none. */
    readonly errors: readonly ErrorCode[];
    /** The successful answer, with what it means. */
    readonly response: Spec['response'] & {
      /** What the response means. */
      readonly description: string;
    };
  };

/** One operation's row with its texts, as {@link operations} holds it (the gallery of shapes joins its own so). */
export function documented(spec: OperationSpec, docs: OperationDocs) {
  const { response, ...text } = docs;
  return {
    ...spec,
    ...text,
    auth: !spec.public,
    errors: spec.errors ?? [],
    response: { ...spec.response, description: response },
  };
}

function joinDocs() {
  return Object.fromEntries(
    Object.entries(operationSpecs).map(([id, spec]) => [
      id,
      documented(spec, operationDocs[id as OperationId]),
    ]),
  ) as { readonly [Id in OperationId]: DocumentedOperation<(typeof operationSpecs)[Id]> };
}

/**
 * Every operation of the service with its documentation, by operationId (docs/design/0002-operations-and-error-codes.md): the table the
 * mock, the OpenAPI document and the docs read. Code bound for browsers reads {@link operationSpecs}.
 */
// A pure call without arguments: a bundler drops it, and the texts, wherever nothing reads the table
// (in the one-file build too, where the package's `sideEffects: false` cannot help).
export const operations = /* @__PURE__ */ joinDocs();

/** The operations as a list, in the order of {@link operations}. */
export const operationList = /* @__PURE__ */ Object.values(operations);
