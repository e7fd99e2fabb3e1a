import { expect, it } from 'vitest';
import { staleFiles } from '../../../scripts/generate/generated-files';
import { renderQueries } from '../scripts/generate-queries';

it('has the options of every operation that `pnpm generate` writes from the contract', () => {
  expect(staleFiles(renderQueries()), 'stale: run `pnpm generate`').toEqual([]);
});
