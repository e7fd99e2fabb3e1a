import type { ConformanceRun } from '../../src/internal/run';

/** The seed's first record of each kind, as a run's listing finds them. */
export const seedIds = { pets: [1], categories: [1], orders: [1] };

/** The checks of a run as `id status detail`, the passes without their detail. */
export function outcomes(run: ConformanceRun): string[] {
  return run
    .report()
    .checks.map(({ id, status, detail }) => (status === 'pass' ? `${id} pass` : `${id} ${status} ${detail}`));
}
