import type { OperationSpec } from '../operations/operation';
import { splitPathTemplate } from '../wire/expand-path';
import { type OperationId, operationSpecs } from './specs';

/** The operation a request names, with its path parameters. */
export interface OperationMatch {
  /** The row of the operation table. */
  readonly operation: OperationSpec & { readonly operationId: OperationId };
  /** Each path parameter's text, percent-decoded; `undefined` when it cannot be decoded. */
  readonly params: Readonly<Record<string, string | undefined>>;
}

interface Route {
  readonly operation: OperationMatch['operation'];
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

const escapeLiteral = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

// Compiled on first use: code that never matches a path (the SDK) pays nothing.
let routes: readonly Route[] | undefined;

// A parameter is one whole, non-empty segment; the literal text around it must match exactly, so
// `//host/pets/1` (an empty first segment, not an authority) names no operation.
function compile(): readonly Route[] {
  return Object.values(operationSpecs).map((operation) => {
    const parts = splitPathTemplate(operation.path);
    const source = parts.map((part, index) => (index % 2 ? '([^/]+)' : escapeLiteral(part))).join('');
    return { operation, pattern: new RegExp(`^${source}$`), names: parts.filter((_, index) => index % 2) };
  });
}

/**
 * The operation of the contract at `method` and `path`, found through the table's path templates:
 * what a proxy or a recorder needs to know which rules an exchange answers to.
 *
 * @param method - The HTTP method, in any case.
 * @param path - The path relative to the service's base URL, without the query (`/pets/3`).
 * @returns The operation and its path parameters, or `undefined` when no operation answers there.
 */
export function matchOperation(method: string, path: string): OperationMatch | undefined {
  routes ??= compile();
  const lowerMethod = method.toLowerCase();
  for (const route of routes) {
    if (route.operation.method !== lowerMethod) continue;
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(route.names.map((name, i) => [name, decode(found[i + 1] ?? '')]));
    return { operation: route.operation, params };
  }
  return undefined;
}
