import type { Logger, LogLevel } from '../api/logger';
import { callUserCode } from './call-user-code';

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
    this.writesDebug = this.enabled('debug');
  }

  /** Whether lines of this level are written. */
  enabled(level: Exclude<LogLevel, 'off'>): boolean {
    return rank[level] >= this.#rank;
  }

  debug(message: string): void {
    if (this.enabled('debug')) callUserCode(this.#logger, 'debug', [prefix, message], lost);
  }

  info(message: string): void {
    if (this.enabled('info')) callUserCode(this.#logger, 'info', [prefix, message], lost);
  }

  warn(message: string): void {
    if (this.enabled('warn')) callUserCode(this.#logger, 'warn', [prefix, message], lost);
  }

  error(message: string, cause?: unknown): void {
    if (this.enabled('error')) callUserCode(this.#logger, 'error', [prefix, message, cause], lost);
  }
}
