/**
 * What the classifying rules, the error-code moves and the release policy share: the release
 * levels, one difference as api-smart-diff reports it, and one change as a rule words it.
 */
import type { OpenApiDocument, Segment } from './openapi-document';

/** A release level, as changesets names them. */
export type Level = 'major' | 'minor' | 'patch';

/** The order of the levels: a change needs the most severe of its differences. */
export const rank: Readonly<Record<Level, number>> = { patch: 0, minor: 1, major: 2 };

/** One difference between two documents, as a changeset and a reviewer read it. */
export interface ContractDifference {
  /** What the change asks of a release. */
  readonly level: Level;
  /** The operationIds of the operations it changes. */
  readonly operations: readonly string[];
  /** What changed, in a reader's words, naming the field and each operation with its SDK method. */
  readonly line: string;
  /** Whether a changeset must quote `line`: every breaking difference and a new value of a response enum. */
  readonly mustBeNamed: boolean;
}

/**
 * Where an operation's method lives on the client (`client.store.orders.complete`), from its
 * operationId and its tag; `undefined` for an operation the SDK does not send.
 */
export type SdkMethodOf = (operationId: string, tag: string | undefined) => string | undefined;

/** One difference as api-smart-diff reports it: what happened at which path of the documents. */
export interface RawDiff {
  readonly action: 'add' | 'remove' | 'replace' | 'rename';
  readonly path: readonly Segment[];
  readonly before?: unknown;
  readonly after?: unknown;
}

/** The two documents compared. */
export interface Documents {
  /** The document of the last release. */
  readonly before: OpenApiDocument;
  /** The document as the contract builds it now. */
  readonly after: OpenApiDocument;
}

/** One difference before the operations it occurs in are gathered into one line. */
export interface Change {
  readonly level: Level;
  /** The whole line, or its start when the operations are listed after it (`gather`). */
  readonly text: string;
  /** The operationId of the operation it changes. */
  readonly operation?: string;
  readonly gather?: boolean;
  readonly mustBeNamed?: boolean;
}

/** Names an operation in a line: its operationId, and its SDK method when it has one. */
export type Label = (operationId: string, tag?: string) => string;

/** Words one change of an operation at a level. */
export type Of = (level: Level, text: string, mustBeNamed?: boolean) => Change;

/** The two ways of wording a change of one operation. */
export interface Words {
  /** The operations listed after the words: one line for a field that many answers share. */
  readonly of: Of;
  /** The operation's own line, starting with its name. */
  readonly own: Of;
}

/** Keys that only document: their change is a patch. */
export const documentation: ReadonlySet<string> = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'x-badges',
  'x-hideTryItPanel',
]);

/** A value as a line shows it; `none` for a key that is absent on one side. */
export function value(of: unknown): string {
  return of === undefined ? 'none' : JSON.stringify(of);
}

/** A difference inside one operation (`paths.<url>.<method>.<part>…`), its path's segments named. */
export interface OperationDifference extends Words {
  readonly diff: RawDiff;
  readonly documents: Documents;
  readonly label: Label;
  /** The operation's path (`/pets/{petId}`). */
  readonly url: string;
  /** The operation's method, lower case. */
  readonly method: string;
  /** The operation's path in the documents: `paths`, its URL, its method. */
  readonly operationPath: readonly Segment[];
  /** The segments below the operation's key that changed (`responses`: the status, …). */
  readonly below: readonly Segment[];
  /** Its operationId, or its method and URL when it has none. */
  readonly id: string;
  /** The operation as its lines name it (`listPets` (`client.pets.list`)). */
  readonly self: string;
  /** Its method and URL (`GET /pets`). */
  readonly endpoint: string;
}
