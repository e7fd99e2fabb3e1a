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
