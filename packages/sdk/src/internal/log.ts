import type { Logger, LogLevel } from '../core/logger';

const prefix = '[petstore]';
const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

/** A logger filtered by level and prefixed, so callers can skip building lines nobody reads. */
export class Log {
  readonly #logger: Logger;
  readonly #rank: number;

  constructor(logger: Logger, level: LogLevel) {
    this.#logger = logger;
    this.#rank = rank[level];
  }

  /** Whether lines of this level are written. */
  enabled(level: Exclude<LogLevel, 'off'>): boolean {
    return rank[level] >= this.#rank;
  }

  debug(message: string): void {
    if (this.enabled('debug')) this.#logger.debug(prefix, message);
  }

  info(message: string): void {
    if (this.enabled('info')) this.#logger.info(prefix, message);
  }

  warn(message: string): void {
    if (this.enabled('warn')) this.#logger.warn(prefix, message);
  }

  error(message: string, cause?: unknown): void {
    if (this.enabled('error')) this.#logger.error(prefix, message, cause);
  }
}
