import type { Logger, LogLevel } from '../api/logger';

/*
 * Code a user plugs in (a logger, hooks, a rate-limit store, callbacks) runs through callUserCode,
 * so that it can break no call; the logger is its first user, and the one every other reports to.
 */

/**
 * Calls `owner[name](...args)`, a method of code a user plugged in (a hook, a logger method, a
 * callback option), so that nothing it does reaches the caller: a getter that throws, a value that
 * is not a function, a throw, and a returned promise or thenable (of this realm or another, an
 * `APIPromise` too) that rejects or whose `then` throws all go to `report`. An absent method
 * (`undefined` or `null`) is skipped. Nothing waits for what the method returns, so one that never
 * settles holds nothing up. `report` must not throw.
 */
export function callUserCode(
  owner: object,
  name: PropertyKey,
  args: readonly unknown[],
  report: (error: unknown) => void,
): void {
  try {
    const method: unknown = (owner as Record<PropertyKey, unknown>)[name];
    if (method === undefined || method === null) return;
    if (typeof method !== 'function') throw new TypeError(`${String(name)} is not a function`);
    const result: unknown = Reflect.apply(method, owner, args);
    // Promise.resolve reads `then` once and calls it later: a `then` that throws, or a getter for
    // it that does, rejects the promise instead of throwing here.
    // An object or a function (of any realm) may be a thenable: the same test as
    // `typeof result === 'object' || typeof result === 'function'` without null, in fewer bytes.
    if (Object(result) === result) Promise.resolve(result).then(undefined, report);
  } catch (error) {
    report(error);
  }
}

const prefix = '[petstore]';
const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

/** A logger method that failed has nowhere left to report to: its line is lost, the call goes on. */
function lost(): void {}

/**
 * A logger filtered by level and prefixed, so callers can skip building lines nobody reads. The
 * user's logger may throw, reject or lack a method: a line it cannot take is dropped, and no
 * caller ever sees its failure.
 */
export class Log {
  readonly #logger: Logger;
  readonly #rank: number;
  /** Whether debug lines are written: read before building one, on every request. */
  readonly writesDebug: boolean;

  constructor(logger: Logger, level: LogLevel) {
    this.#logger = logger;
    this.#rank = rank[level];
    this.writesDebug = this.#rank === rank.debug;
  }

  debug(message: string): void {
    this.#write('debug', [prefix, message]);
  }

  info(message: string): void {
    this.#write('info', [prefix, message]);
  }

  warn(message: string): void {
    this.#write('warn', [prefix, message]);
  }

  error(message: string, cause?: unknown): void {
    this.#write('error', [prefix, message, cause]);
  }

  #write(level: Exclude<LogLevel, 'off'>, line: readonly unknown[]): void {
    if (rank[level] >= this.#rank) callUserCode(this.#logger, level, line, lost);
  }
}
