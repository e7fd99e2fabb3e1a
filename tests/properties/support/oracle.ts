import { fieldLimits, type OperationDefinition, operationList, service } from '@petstore/contract';
import { decodeParams, pathParamNames } from '@petstore/contract/internal';

type BodySchema = NonNullable<OperationDefinition['body']>;
type ParamsSchema = NonNullable<OperationDefinition['query']>;

// The oracle judges a generated request with the contract alone, the way any client could, so a
// property can demand the exact answer the contract implies.

const utf8 = { encoder: new TextEncoder(), decoder: new TextDecoder() };

/** What the contract makes of a JSON body's text: too large, not JSON, JSON the schema refuses, or valid. */
export function judgeBody(schema: BodySchema, text: string): 'too-large' | 'malformed' | 'invalid' | 'valid' {
  // On the wire the text is UTF-8 (a lone surrogate becomes U+FFFD) and a leading BOM is dropped.
  const bytes = utf8.encoder.encode(text);
  if (bytes.byteLength > service.maxBodyBytes) return 'too-large';
  const received = utf8.decoder.decode(bytes);
  let value: unknown;
  try {
    value = JSON.parse(received);
  } catch {
    return 'malformed';
  }
  return schema.safeParse(value).success ? 'valid' : 'invalid';
}

/** Whether query or path text is valid for a parameter schema (no schema: only no parameters are). */
export function judgeParams(schema: ParamsSchema | undefined, entries: readonly [string, string][]): boolean {
  // Parameters reach the server percent-encoded as UTF-8, which changes lone surrogates.
  const received = [...new URLSearchParams(new URLSearchParams(entries as [string, string][]).toString())];
  if (!schema) return received.length === 0;
  return schema.safeParse(decodeParams(schema, received)).success;
}

/**
 * Whether a query is valid for an operation: a public operation (no key) ignores its query, and
 * any other takes at most `fieldLimits.queryParametersMax` parameters that its schema accepts.
 */
export function judgeQuery(operation: OperationDefinition, entries: readonly [string, string][]): boolean {
  if (operation.public) return true;
  if (entries.length > fieldLimits.queryParametersMax) return false;
  return judgeParams(operation.query, entries);
}

function templatePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')}$`);
}

const routes = operationList.map((operation) => ({
  operation,
  pattern: templatePattern(operation.path),
  names: pathParamNames(operation.path),
}));

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** An operation a request names, with its path parameters as text (undefined: bad percent-encoding). */
export interface RouteMatch {
  readonly operation: OperationDefinition;
  readonly params: [string, string][] | undefined;
  /** The query the URL carries (a raw path may hold a `?`). */
  readonly query: [string, string][];
}

/** The operation a method and path name, after the URL parser has normalised the path. */
export function routeOf(method: string, path: string): RouteMatch | undefined {
  const { pathname, searchParams } = new URL(`http://host.invalid${path}`);
  for (const { operation, pattern, names } of routes) {
    const found = operation.method.toUpperCase() === method ? pattern.exec(pathname) : null;
    if (!found) continue;
    const values = found.slice(1).map(decoded);
    const complete = values.every((value) => value !== undefined);
    const params = complete
      ? names.map((name, i): [string, string] => [name, values[i] as string])
      : undefined;
    return { operation, params, query: [...searchParams] };
  }
  return undefined;
}
