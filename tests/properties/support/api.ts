import { headerNames, type OperationId, operations } from '@petstore/contract';
import { encodeQuery, expandPath, type QueryValue } from '@petstore/contract/internal';

/** What a test sends for one operation; `rawBody` goes out byte for byte. */
export interface CallInput {
  /** A method to send instead of the operation's. */
  readonly method?: string;
  /** A path to send instead of the operation's (relative to the base URL), as is. */
  readonly rawPath?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, QueryValue>> | readonly (readonly [string, string])[];
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Leave out the API key header. */
  readonly anonymous?: boolean;
}

/** A response, read once. */
export interface CallResult {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  readonly json: unknown;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function searchOf(query: CallInput['query']): string {
  if (!query) return '';
  const params = Array.isArray(query)
    ? new URLSearchParams(query as [string, string][])
    : encodeQuery(query as Record<string, QueryValue>);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls operations of the contract by operationId with `fetch`, as any HTTP client would. */
export class Api {
  constructor(
    readonly baseUrl: string,
    readonly apiKey: string,
  ) {}

  /** The URL of an operation, with its path parameters filled in and its query. */
  url(operationId: OperationId, input: Pick<CallInput, 'rawPath' | 'params' | 'query'> = {}): string {
    const path = input.rawPath ?? expandPath(operations[operationId].path, input.params ?? {});
    return `${this.baseUrl}${path}${searchOf(input.query)}`;
  }

  async call(operationId: OperationId, input: CallInput = {}): Promise<CallResult> {
    const headers = new Headers(input.headers);
    if (!input.anonymous && !headers.has(headerNames.apiKey)) headers.set(headerNames.apiKey, this.apiKey);
    const body = input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
    if (body !== undefined && !headers.has(headerNames.contentType)) {
      headers.set(headerNames.contentType, 'application/json');
    }
    const response = await fetch(this.url(operationId, input), {
      method: input.method ?? operations[operationId].method.toUpperCase(),
      headers,
      body,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parse(text) };
  }
}
