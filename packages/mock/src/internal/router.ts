import {
  type OperationDefinition,
  type OperationId,
  operationList,
  pathParamNames,
} from '@petstore/contract';

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

function compile(operation: RouteMatch['operation']): Route {
  const source = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)');
  return { operation, pattern: new RegExp(`^${source}$`), names: pathParamNames(operation.path) };
}

function decode(text: string): string | undefined {
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
      const params = route.names.map((name, i): [string, string | undefined] => [
        name,
        decode(found[i + 1] ?? ''),
      ]);
      return { operation: route.operation, params };
    }
    return undefined;
  }
}
