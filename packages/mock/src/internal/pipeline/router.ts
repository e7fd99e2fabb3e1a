import { type OperationDefinition, type OperationId, operationList, operations } from '@petstore/contract';
import { splitPathTemplate } from '@petstore/contract/internal';

/** Every operation id of the contract, as the tuple `z.enum` takes. */
export const operationIds = Object.keys(operations) as [OperationId, ...OperationId[]];

/** The operation a request names, with its raw path parameters. */
export interface RouteMatch {
  readonly operation: OperationDefinition & { operationId: OperationId };
  /** Path parameters as text, percent-decoded; a value is undefined when it cannot be decoded. */
  readonly params: [string, string | undefined][];
}

interface Route {
  readonly operation: RouteMatch['operation'];
  readonly pattern: RegExp;
  readonly names: string[];
}

const escapeLiteral = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A parameter is one whole, non-empty segment; the literal text around it must match exactly, so
// `//host/pets/1` (an empty first segment, not an authority) names no operation.
function compile(operation: RouteMatch['operation']): Route {
  const parts = splitPathTemplate(operation.path);
  const source = parts.map((part, index) => (index % 2 === 0 ? escapeLiteral(part) : '([^/]+)')).join('');
  const names = parts.filter((_, index) => index % 2 === 1);
  return { operation, pattern: new RegExp(`^${source}$`), names };
}

function decode(text: string): string | undefined {
  // Without a percent sign there is nothing to decode.
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Finds operations of the contract's table by method and path (relative to the base URL). */
export class Router {
  readonly #byMethod = new Map<string, Route[]>();

  constructor(operations: readonly RouteMatch['operation'][] = operationList) {
    for (const operation of operations) {
      const method = operation.method.toUpperCase();
      this.#byMethod.set(method, [...(this.#byMethod.get(method) ?? []), compile(operation)]);
    }
  }

  /** The operation at `method` and `path`, or undefined when there is none (a 404). */
  match(method: string, path: string): RouteMatch | undefined {
    for (const route of this.#byMethod.get(method) ?? []) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: [string, string | undefined][] = [];
      for (let i = 0; i < route.names.length; i += 1)
        params.push([route.names[i] as string, decode(found[i + 1] ?? '')]);
      return { operation: route.operation, params };
    }
    return undefined;
  }
}
