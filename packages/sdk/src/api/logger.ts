/**
 * Where the client writes what it does: any object with console's four level methods. The client
 * prefixes every line with `[petstore]` and never writes the API key. A method that throws,
 * rejects, is missing or is not a function loses its line; the call goes on as if it were written.
 *
 * @example
 * ```ts
 * const client = new PetStore({ logger: pino(), logLevel: 'debug' });
 * ```
 */
export interface Logger {
  /** Each request and response. */
  debug(...args: unknown[]): void;
  /** Retries and waits at the rate-limit gate. */
  info(...args: unknown[]): void;
  /** Deprecation notices. */
  warn(...args: unknown[]): void;
  /** Failures that the client could not report by throwing. */
  error(...args: unknown[]): void;
}

/**
 * The least severe level that is written:
 * - `'debug'`: every request and response;
 * - `'info'`: retries and rate-limit waits;
 * - `'warn'` (default): deprecation notices;
 * - `'error'`: only failures;
 * - `'off'`: nothing.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';
