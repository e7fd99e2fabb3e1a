import type { Spread } from './measure';

/** A duration in milliseconds, written with a unit that keeps three significant digits. */
export function duration(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toPrecision(3)} s`;
  if (ms >= 1) return `${ms.toPrecision(3)} ms`;
  return `${(ms * 1000).toPrecision(3)} µs`;
}

/** `median (min–max)`. */
export function durationSpread(value: Spread): string {
  return `${duration(value.median)} (${duration(value.min)}–${duration(value.max)})`;
}

/** A ratio such as `1.12×`. */
export const ratio = (value: number) => `${value.toFixed(2)}×`;

/** A markdown table. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
