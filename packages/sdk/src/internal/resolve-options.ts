import { defaultBaseUrl, visibleAsciiPattern } from '@petstore/contract/internal';
import type { ClientOptions } from '../api/client-options';
import type { PetStoreHooks } from '../api/hooks';
import { PetStoreError } from '../errors/petstore-error';
import { DeprecationNotices } from './deprecation-notices';
import { apiKeyHeader, headerProblems } from './header-problems';
import { Log, maxTimerMs } from './transport';

/** The client options, checked and with their defaults: what every call of a client reads. */
export interface ClientConfig {
  readonly apiKey: string;
  /** Without a trailing slash. */
  readonly baseUrl: string;
  readonly timeout: number;
  readonly maxRetries: number;
  readonly maxRetryAfterMs: number;
  readonly fetch: typeof globalThis.fetch | undefined;
  /** Lower-cased names; the API key and `Accept` included. */
  readonly headers: Readonly<Record<string, string>>;
  readonly validateResponses: boolean;
  readonly log: Log;
  readonly deprecations: DeprecationNotices;
  /** Empty when the client has none: then no call builds its hooks. */
  readonly hooks: readonly PetStoreHooks[];
}

/** Lower-cases header names so that a caller's header replaces the client's of the same name. */
export function lowerCaseHeaders(
  headers: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name in headers) result[name.toLowerCase()] = headers[name] as string;
  return result;
}

/** The environment variable that holds the API key when the `apiKey` option is absent. */
const apiKeyEnvironmentVariable = 'PETSTORE_API_KEY';

const defaults = { timeout: 30_000, maxRetries: 3, maxRetryAfterSeconds: 60 } as const;

type MaybeProcess = { process?: { env?: Record<string, string | undefined> } };

/** Reads an environment variable where there is an environment (Node, Deno, Bun); `undefined` in browsers. */
function readEnv(name: string): string | undefined {
  return (globalThis as MaybeProcess).process?.env?.[name]?.trim() || undefined;
}

/** The bounds of the options that are numbers: the client's, and a call's own `timeout` and `maxRetries`. */
const numberOptions = {
  timeout: { integer: false, min: 1, max: maxTimerMs },
  maxRetries: { integer: true, min: 0, max: 100 },
  maxRetryAfter: { integer: false, min: 0, max: Number.MAX_SAFE_INTEGER },
} as const;

/**
 * What is wrong with the value of a number option, or `undefined` when nothing is: a retry count
 * of `NaN` would retry for ever, a timeout past the longest timer would fire at once.
 */
export function numberOptionProblem(name: keyof typeof numberOptions, value: unknown): string | undefined {
  const { integer, min, max } = numberOptions[name];
  const valid =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value));
  return valid ? undefined : `must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`;
}

function checkNumber(name: keyof typeof numberOptions, value: number): number {
  const problem = numberOptionProblem(name, value);
  if (problem) throw new PetStoreError(`Option ${name} ${problem}`);
  return value;
}

function checkBaseUrl(value: string): string {
  try {
    new URL(value);
  } catch {
    throw new PetStoreError(`Option baseUrl is not a URL: ${value}`);
  }
  return value.replace(/\/+$/, '');
}

// Checked here so that a bad key or header fails when the client is built, not at every call after
// retries; the messages never quote a value, which may hold the key.
function checkHeaders(apiKey: string, headers: ClientOptions['headers']): void {
  if (!visibleAsciiPattern.test(apiKey))
    throw new PetStoreError('Option apiKey must be visible ASCII characters');
  const [problem] = headerProblems(headers);
  if (problem) throw new PetStoreError(`Option headers: ${problem.path} ${problem.message}`);
}

function checkHooks(hooks: ClientOptions['hooks']): readonly PetStoreHooks[] {
  if (hooks === undefined) return [];
  if (!Array.isArray(hooks) || hooks.some((hook) => typeof hook !== 'object' || hook === null))
    throw new PetStoreError('Option hooks must be an array of hook objects');
  return [...hooks];
}

/**
 * Resolves the client options into the client's configuration, applying defaults.
 * @throws {@link PetStoreError} when the options are misused (no key, a key or header that cannot
 * be sent, a bad number, a bad URL).
 */
export function resolveOptions(options: ClientOptions): ClientConfig {
  const apiKey = options.apiKey ?? readEnv(apiKeyEnvironmentVariable);
  if (!apiKey) {
    throw new PetStoreError(
      `Missing API key: pass { apiKey } or set the ${apiKeyEnvironmentVariable} environment variable`,
    );
  }
  checkHeaders(apiKey, options.headers);
  const log = new Log(options.logger ?? console, options.logLevel ?? 'warn');
  return {
    apiKey,
    baseUrl: checkBaseUrl(options.baseUrl ?? defaultBaseUrl),
    timeout: checkNumber('timeout', options.timeout ?? defaults.timeout),
    maxRetries: checkNumber('maxRetries', options.maxRetries ?? defaults.maxRetries),
    maxRetryAfterMs:
      1000 * checkNumber('maxRetryAfter', options.maxRetryAfter ?? defaults.maxRetryAfterSeconds),
    fetch: options.fetch,
    headers: {
      accept: 'application/json',
      ...lowerCaseHeaders(options.headers),
      [apiKeyHeader]: apiKey,
    },
    validateResponses: options.validateResponses ?? false,
    log,
    hooks: checkHooks(options.hooks),
    deprecations: new DeprecationNotices(
      log,
      options.deprecationWarnings ?? true,
      options.onDeprecation,
      apiKey,
    ),
  };
}
