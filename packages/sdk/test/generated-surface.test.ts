import { expect, it } from 'vitest';
import { staleFiles } from '../../../scripts/generate/generated-files';
import { renderSurface } from '../scripts/generate-surface';

it('has the functions, resources and api.md that `pnpm generate` writes from the contract', () => {
  expect(staleFiles(renderSurface()), 'stale: run `pnpm generate`').toEqual([]);
});
