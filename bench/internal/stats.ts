/** Median with the smallest and largest value of a set of measurements. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** Median, min and max of a non-empty list of numbers. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new RangeError('spread() needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}
