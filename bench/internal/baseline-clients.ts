import { headerNames } from '@petstore/contract';
import ky from 'ky';
import createClient from 'openapi-fetch';
import type { paths } from '../generated/openapi';
import { benchApiKey, benchOperation, benchPath, constantCategory, constantHeaders } from './fixtures';

/** Where a client sends its requests and with which `fetch`. */
export interface Target {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
}

/** Options every client gets, matching the SDK's defaults so that ky is compared like for like. */
export interface SharedOptions {
  /** Retries after a failure (the SDK's `maxRetries`). */
  readonly retries: number;
  /** Per-attempt timeout in milliseconds (the SDK's `timeout`). */
  readonly timeoutMs: number;
}

/** One call of the benchmarked operation that resolves to the parsed record. */
export type Call = () => Promise<unknown>;

const apiKeyHeaders = { [headerNames.apiKey]: benchApiKey };

/** A `fetch` that answers every request at once with the constant record, as the loopback server does. */
export function stubFetch(): typeof fetch {
  const body = JSON.stringify(constantCategory);
  const headers = constantHeaders();
  return async () => new Response(body, { status: 200, headers });
}

/** The floor: `fetch` and `response.json()`, what a careful hand-written call does. */
export function rawFetchCall(target: Target): Call {
  const url = target.baseUrl + benchPath;
  return async () => {
    const response = await target.fetch(url, { headers: apiKeyHeaders });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  };
}

/** Bare ky with the SDK's retry limit, timeout, key header and JSON parsing. */
export function kyCall(target: Target, options: SharedOptions): Call {
  const api = ky.create({
    prefixUrl: target.baseUrl,
    headers: apiKeyHeaders,
    retry: { limit: options.retries },
    timeout: options.timeoutMs,
    fetch: target.fetch,
  });
  const input = benchPath.slice(1);
  return () => api.get(input).json();
}

/** openapi-fetch typed by openapi-typescript from the contract's document. */
export function openapiFetchCall(target: Target): Call {
  const client = createClient<paths>({
    baseUrl: target.baseUrl,
    headers: apiKeyHeaders,
    fetch: target.fetch,
  });
  return async () => {
    const { data, error } = await client.GET(benchOperation.path, {
      params: { path: { categoryId: constantCategory.id } },
    });
    if (error) throw new Error(`HTTP error ${JSON.stringify(error)}`);
    return data;
  };
}

/**
 * Makes one call and checks that it resolved to the constant record, so that a benchmark never
 * times an error path by mistake.
 * @throws {Error} when the call resolves to something else.
 */
export async function assertAnswers(name: string, call: Call): Promise<void> {
  const value = (await call()) as Partial<typeof constantCategory> | undefined;
  if (value?.id !== constantCategory.id) throw new Error(`${name} answered ${JSON.stringify(value)}`);
}
