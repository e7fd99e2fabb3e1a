/**
 * The error codes each operation answers and the status of each, read from its error answers'
 * examples (one per code): a code moved to another status is breaking, a new one additive (the
 * SDK maps an unknown code by its status), one no longer answered a patch
 * (docs/design/0024-the-semver-of-a-contract-change.md).
 */
import type { Change } from './change';
import { child, type OpenApiDocument, operationsOf, resolved } from './openapi-document';

/** Per operation, the status each error code is answered with. */
type ErrorCodes = Map<string, Map<string, string>>;

/**
 * The changes of the error codes the operations of both documents answer.
 * @param released - The document of the last release.
 * @param current - The document as built now.
 * @returns One change per code added, moved or no longer answered, per operation.
 */
export function* movedErrorCodes(released: OpenApiDocument, current: OpenApiDocument): Generator<Change> {
  const before = errorCodesOf(released);
  for (const [operation, codes] of errorCodesOf(current)) {
    const was = before.get(operation);
    if (!was) continue;
    for (const [code, status] of codes) {
      const old = was.get(code);
      if (old === undefined)
        yield { level: 'minor', text: `\`${code}\` (${status}) answered by`, operation, gather: true };
      else if (old !== status)
        yield {
          level: 'major',
          text: `\`${code}\` moved from ${old} to ${status} in`,
          operation,
          gather: true,
        };
    }
    for (const [code, status] of was)
      if (!codes.has(code))
        yield {
          level: 'patch',
          text: `\`${code}\` (${status}) no longer answered by`,
          operation,
          gather: true,
        };
  }
}

function errorCodesOf(document: OpenApiDocument): ErrorCodes {
  const operations: ErrorCodes = new Map();
  for (const { url, method, operation } of operationsOf(document)) {
    const codes = new Map<string, string>();
    for (const [status, response] of Object.entries(operation?.responses ?? {}))
      for (const media of Object.values(child(resolved(document, response), 'content') ?? {}))
        for (const example of Object.values(child(media, 'examples') ?? {})) {
          const code = child(child(resolved(document, example), 'value'), 'code');
          if (typeof code === 'string' && Number(status) >= 400) codes.set(code, status);
        }
    operations.set(String(operation?.operationId ?? `${method.toUpperCase()} ${url}`), codes);
  }
  return operations;
}
