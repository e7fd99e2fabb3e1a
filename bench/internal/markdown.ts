import type { Spread } from './stats';

/** A Markdown table; cells are written as given. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A duration given in milliseconds, in the unit that keeps three significant digits readable. */
export function duration(ms: number): string {
  if (ms < 1) return `${(ms * 1000).toFixed(1)} µs`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** "median (min–max)" of a spread of durations in milliseconds. */
export function durationSpread(value: Spread): string {
  return `${duration(value.median)} (${duration(value.min)}–${duration(value.max)})`;
}

/** A byte count in KB (1 KB = 1000 bytes, as size-limit and bundlephobia print). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** `a / b` written as a ratio, e.g. "1.07×". */
export function ratio(a: number, b: number): string {
  return times(a / b);
}

/** A ratio written with its sign, e.g. "1.07×". */
export function times(value: number): string {
  return `${value.toFixed(2)}×`;
}

/** "median× (min–max×)" of a spread of ratios. */
export function ratioSpread(value: Spread): string {
  return `${times(value.median)} (${value.min.toFixed(2)}–${times(value.max)})`;
}

/** A goal verdict for tables. */
export function verdict(met: boolean): string {
  return met ? '✅ met' : '❌ not met';
}
